import { PICTURE_TYPES, type TProfile } from "@jobatlas/contract";
import { ImageUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toasts";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { ApiError, NetworkError, RateLimitedError, ServiceError, ValidationError } from "@/lib/api-errors";
import { i18n, useTranslation } from "@/lib/i18n";
import { useDeletePicture, useUploadPicture } from "@/features/profile/api/profile-picture";
import { checkPicture } from "./picture-check";
import { ProfileSection } from "./profile-section";

/** Where a failed upload's message goes: on the file field, or for the whole section. */
function uploadError(error: unknown): { field?: string; root?: { type: string; message: string } } {
  if (error instanceof ValidationError) return { field: Object.values(error.fieldErrors).flat().join(" ") };
  // image_too_many_pixels (ADR 064): the server's words name the limit and the image's size.
  if (error instanceof ServiceError) return { field: error.detail };
  if (error instanceof ApiError && error.status === 413) return { field: i18n.t("profile.picture.tooLarge") };
  if (error instanceof ApiError && error.status === 415) return { field: i18n.t("profile.picture.wrongType") };
  if (error instanceof RateLimitedError) return { root: { type: "rateLimited", message: error.detail } };
  if (error instanceof NetworkError) return { root: { type: "network", message: i18n.t("form.networkError") } };
  return { root: { type: "failed", message: i18n.t("form.sendFailed") } };
}

/**
 * The profile picture: choose a file (checked here for type, content and size before anything
 * is sent), see a preview, save it or cancel; or remove the current one.
 */
export function PictureEditor({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const [chosen, setChosen] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [rootError, setRootError] = useState<{ type: string; message: string }>();

  useEffect(() => {
    if (!chosen) return;
    const url = URL.createObjectURL(chosen);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(undefined);
    };
  }, [chosen]);

  const clearChoice = () => {
    setChosen(undefined);
    if (input.current) input.current.value = "";
  };

  const onChoose = async (file: File | undefined) => {
    setFieldError(undefined);
    setRootError(undefined);
    if (!file) return clearChoice();
    const problem = await checkPicture(file);
    if (problem) {
      clearChoice();
      setFieldError(t(`profile.picture.${problem}`));
      return;
    }
    setChosen(file);
  };

  const onUpload = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen);
      clearChoice();
      toast.success(t("profile.picture.uploaded"));
    } catch (error) {
      const { field, root } = uploadError(error);
      setFieldError(field);
      setRootError(root);
    }
  };

  const onRemove = async () => {
    setFieldError(undefined);
    setRootError(undefined);
    try {
      await remove.mutateAsync();
      toast.success(t("profile.picture.removed"));
    } catch (error) {
      setRootError(uploadError(error).root);
    }
  };

  const errorId = fieldError ? `${inputId}-error` : undefined;
  const busy = upload.isPending || remove.isPending;

  return (
    <ProfileSection title={t("profile.picture.section")}>
      <FormError error={rootError} />
      <div className="flex flex-wrap items-start gap-6">
        <figure className="space-y-2">
          {previewUrl ? (
            <img src={previewUrl} alt={t("profile.picture.preview")} className="size-24 rounded-full object-cover" />
          ) : (
            <Avatar
              pictureUrl={profile.picture_url}
              firstName={profile.first_name}
              lastName={profile.last_name}
              alt={t("profile.picture.current")}
              className="size-24 text-2xl"
            />
          )}
          {!previewUrl && !profile.picture_url && (
            <figcaption className="text-sm text-muted">{t("profile.picture.none")}</figcaption>
          )}
        </figure>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1.5">
            {/* The native file control speaks the browser's language; ours is a translated button
                (the label) over a visually hidden input that keeps focus, name and description. */}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(",")}
              aria-invalid={Boolean(fieldError)}
              aria-describedby={[`${inputId}-hint`, errorId].filter(Boolean).join(" ")}
              disabled={busy}
              onChange={(event) => void onChoose(event.target.files?.[0])}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={buttonClasses(
                "secondary",
                "md",
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
              )}
            >
              <ImageUp aria-hidden="true" className="size-5" />
              {t("profile.picture.choose")}
            </label>
            {chosen && <p className="truncate text-sm">{chosen.name}</p>}
            <p id={`${inputId}-hint`} className="text-sm text-muted">
              {t("profile.picture.hint")}
            </p>
            <FieldError id={errorId} message={fieldError} />
          </div>
          <div className="flex flex-wrap gap-2">
            {chosen ? (
              <>
                <Button onClick={() => void onUpload()} disabled={busy}>
                  {upload.isPending ? t("form.sending") : t("profile.picture.upload")}
                </Button>
                <Button variant="secondary" onClick={clearChoice} disabled={busy}>
                  {t("profile.picture.cancel")}
                </Button>
              </>
            ) : (
              profile.picture_url && (
                <Button variant="secondary" onClick={() => void onRemove()} disabled={busy}>
                  {t("profile.picture.remove")}
                </Button>
              )
            )}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}

import { PICTURE_MAX_BYTES, PICTURE_TYPES, type TOrgCompany } from "@jobatlas/contract";
import { Building2, ImageUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { ApiError, ValidationError } from "@/lib/api-errors";
import { useRemoveLogo, useUploadLogo } from "../api/org-company";

/** Where a failed upload's message goes: the server's own words for a refused file, else a generic line. */
function uploadProblem(error: unknown, t: (key: "orgCompany.logo.tooLarge" | "orgCompany.logo.wrongType") => string) {
  if (error instanceof ValidationError) return Object.values(error.fieldErrors).flat().join(" ");
  if (error instanceof ApiError && error.status === 413) return t("orgCompany.logo.tooLarge");
  if (error instanceof ApiError && error.status === 415) return t("orgCompany.logo.wrongType");
  return undefined;
}

/**
 * The company logo: the current one (or a placeholder), choose a file (JPEG, PNG or WebP up to
 * 5 MB, checked again by content on the server), see it before saving, save or cancel; remove
 * the current logo. Saving and removing toast their outcome.
 */
export function LogoEditor({ slug, company }: { slug: string; company: TOrgCompany }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(slug);
  const remove = useRemoveLogo(slug);
  const [chosen, setChosen] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();

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

  const onChoose = (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return clearChoice();
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      clearChoice();
      return setProblem(t("orgCompany.logo.wrongType"));
    }
    if (file.size > PICTURE_MAX_BYTES) {
      clearChoice();
      return setProblem(t("orgCompany.logo.tooLarge"));
    }
    setChosen(file);
  };

  const onUpload = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen);
      clearChoice();
      toast.success(t("orgCompany.logo.uploaded"));
    } catch (error) {
      setProblem(uploadProblem(error, t));
    }
  };

  const onRemove = async () => {
    setProblem(undefined);
    try {
      await remove.mutateAsync();
      toast.success(t("orgCompany.logo.removed"));
    } catch {
      // The shared toast says it.
    }
  };

  const errorId = problem ? `${inputId}-error` : undefined;
  const busy = upload.isPending || remove.isPending;
  const shown = previewUrl ?? company.logo_url;

  return (
    <div className="flex flex-wrap items-start gap-6">
      <figure className="space-y-2">
        {shown ? (
          <img
            src={shown}
            alt={previewUrl ? t("orgCompany.logo.preview") : t("orgCompany.logo.current", { name: company.name })}
            className="size-24 rounded-lg border border-border bg-white object-contain p-1"
          />
        ) : (
          <div className="flex size-24 items-center justify-center rounded-lg border border-dashed border-input text-muted">
            <Building2 aria-hidden="true" className="size-10" />
          </div>
        )}
        {!shown && <figcaption className="text-sm text-muted">{t("orgCompany.logo.none")}</figcaption>}
      </figure>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1.5">
          {/* A translated button (the label) over a visually hidden file input that keeps focus and name. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PICTURE_TYPES.join(",")}
            aria-invalid={Boolean(problem)}
            aria-describedby={[`${inputId}-hint`, errorId].filter(Boolean).join(" ")}
            disabled={busy}
            onChange={(event) => onChoose(event.target.files?.[0])}
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
            {t("orgCompany.logo.choose")}
          </label>
          {chosen && <p className="truncate text-sm">{chosen.name}</p>}
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t("orgCompany.logo.hint")}
          </p>
          <FieldError id={errorId} message={problem} />
        </div>
        <div className="flex flex-wrap gap-2">
          {chosen ? (
            <>
              <Button onClick={() => void onUpload()} disabled={busy}>
                {upload.isPending ? t("form.sending") : t("orgCompany.logo.upload")}
              </Button>
              <Button variant="secondary" onClick={clearChoice} disabled={busy}>
                {t("common.cancel")}
              </Button>
            </>
          ) : (
            company.logo_url && (
              <Button variant="secondary" onClick={() => void onRemove()} disabled={busy}>
                {t("orgCompany.logo.remove")}
              </Button>
            )
          )}
        </div>
      </div>
    </div>
  );
}

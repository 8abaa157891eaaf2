import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@jobatlas/contract";
import { ImageUp, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { i18n, useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { cn } from "@/components/ui/cn";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { ApiError, NetworkError, RateLimitedError, ServiceError, ValidationError } from "@/lib/api-errors";

/** The texts of one image editor (the logo's, a listing picture's), in the page's language. */
export interface ImageEditorTexts {
  /** Alternative text of the current image. */
  current: string;
  preview: string;
  none: string;
  choose: string;
  hint: string;
  upload: string;
  uploaded: string;
  remove: string;
  removed: string;
  wrongType: string;
  tooLarge: string;
  /** The cancel button's text; `common.cancel` when not given. */
  cancel?: string;
}

/** Why a chosen file is refused before it is sent. */
export type ImageProblem = "wrongType" | "tooLarge";

/** The check every image editor makes at least: the declared type and the size. */
function checkTypeAndSize(file: File): ImageProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > PICTURE_MAX_BYTES) return "tooLarge";
  return null;
}

type FormFailure = { type: string; message: string };

/**
 * Where a failed upload's message goes: the server's own words for a refused file on the file
 * field; anything else (a rate limit, the network, a refused request) for the whole editor.
 */
function uploadProblem(error: unknown, texts: ImageEditorTexts): { field?: string; form?: FormFailure } {
  if (error instanceof ValidationError) return { field: Object.values(error.fieldErrors).flat().join(" ") };
  // image_too_many_pixels (ADR 064): the server's words name the limit and the image's size.
  if (error instanceof ServiceError) return { field: error.detail };
  if (error instanceof ApiError && error.status === 413) return { field: texts.tooLarge };
  if (error instanceof ApiError && error.status === 415) return { field: texts.wrongType };
  if (error instanceof RateLimitedError) return { form: { type: "rateLimited", message: error.detail } };
  if (error instanceof NetworkError) return { form: { type: "network", message: i18n.t("form.networkError") } };
  return { form: { type: "failed", message: i18n.t("form.sendFailed") } };
}

/**
 * An uploaded image (a company logo, a listing's picture, the profile picture): the current one
 * (or a placeholder), choose a file (JPEG, PNG or WebP up to 5 MB, checked again by content on
 * the server), see it before saving, save or cancel; remove the current one. Saving and removing
 * toast their outcome.
 */
export function ImageEditor({
  currentUrl,
  texts,
  placeholderIcon: Placeholder,
  current,
  round = false,
  imageClassName,
  check = checkTypeAndSize,
  showFailures = false,
  upload,
  remove,
  busy: pending,
}: {
  currentUrl: string | null;
  texts: ImageEditorTexts;
  /** The icon of the dashed placeholder shown while there is no image. */
  placeholderIcon?: LucideIcon;
  /** What stands for the current image instead (e.g. an avatar with initials), while none is chosen. */
  current?: ReactNode;
  /** A round picture (a person's) rather than a framed image. */
  round?: boolean;
  /** Size and fit of the shown image and its placeholder, e.g. `size-24 object-contain`. */
  imageClassName: string;
  /** Checks a chosen file before it is shown; the type and size when not given. */
  check?: (file: File) => ImageProblem | null | Promise<ImageProblem | null>;
  /**
   * Shows failures that are not about the file (rate limit, network) above the editor; without
   * it the shared toast says them.
   */
  showFailures?: boolean;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<FormFailure>();

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
    setProblem(undefined);
    setFailure(undefined);
    if (!file) return clearChoice();
    const refused = await check(file);
    if (refused) {
      clearChoice();
      return setProblem(texts[refused]);
    }
    setChosen(file);
  };

  const onUpload = async () => {
    if (!chosen) return;
    try {
      await upload(chosen);
      clearChoice();
      toast.success(texts.uploaded);
    } catch (error) {
      const { field, form } = uploadProblem(error, texts);
      setProblem(field);
      setFailure(form);
    }
  };

  const onRemove = async () => {
    setProblem(undefined);
    setFailure(undefined);
    try {
      await remove();
      toast.success(texts.removed);
    } catch (error) {
      setFailure(uploadProblem(error, texts).form);
    }
  };

  const errorId = problem ? `${inputId}-error` : undefined;
  const shown = previewUrl ?? currentUrl;
  const framed = round ? "rounded-full object-cover" : "rounded-lg border border-border bg-white";

  return (
    <>
      {showFailures && <FormError error={failure} />}
      <div className="flex flex-wrap items-start gap-6">
        <figure className="space-y-2">
          {previewUrl || (shown && !current) ? (
            <img
              src={previewUrl ?? shown ?? undefined}
              alt={previewUrl ? texts.preview : texts.current}
              className={cn(framed, imageClassName)}
            />
          ) : (
            (current ?? (
              <div
                className={cn(
                  "flex items-center justify-center rounded-lg border border-dashed border-input text-muted",
                  imageClassName,
                )}
              >
                {Placeholder && <Placeholder aria-hidden="true" className="size-10" />}
              </div>
            ))
          )}
          {!shown && <figcaption className="text-sm text-muted">{texts.none}</figcaption>}
        </figure>
        <div className={cn("min-w-0 flex-1 space-y-3", round ? "basis-48" : "basis-64")}>
          <div className="space-y-1.5">
            {/* The native file control speaks the browser's language; ours is a translated button
                (the label) over a visually hidden input that keeps focus, name and description. */}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(",")}
              aria-invalid={Boolean(problem)}
              aria-describedby={[`${inputId}-hint`, errorId].filter(Boolean).join(" ")}
              disabled={pending}
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
              {texts.choose}
            </label>
            {chosen && <p className="truncate text-sm">{chosen.name}</p>}
            <p id={`${inputId}-hint`} className="text-sm text-muted">
              {texts.hint}
            </p>
            <FieldError id={errorId} message={problem} />
          </div>
          <div className="flex flex-wrap gap-2">
            {chosen ? (
              <>
                <Button onClick={() => void onUpload()} disabled={pending}>
                  {pending ? t("form.sending") : texts.upload}
                </Button>
                <Button variant="secondary" onClick={clearChoice} disabled={pending}>
                  {texts.cancel ?? t("common.cancel")}
                </Button>
              </>
            ) : (
              currentUrl && (
                <Button variant="secondary" onClick={() => void onRemove()} disabled={pending}>
                  {texts.remove}
                </Button>
              )
            )}
          </div>
        </div>
      </div>
    </>
  );
}

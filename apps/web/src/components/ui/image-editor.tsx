import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@jobatlas/contract";
import { ImageUp, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { cn } from "@/components/ui/cn";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { ApiError, ServiceError, ValidationError } from "@/lib/api-errors";

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
}

/** Where a failed upload's message goes: the server's own words for a refused file, else a generic line. */
function uploadProblem(error: unknown, texts: ImageEditorTexts) {
  if (error instanceof ValidationError) return Object.values(error.fieldErrors).flat().join(" ");
  // image_too_many_pixels (ADR 064): the server's words name the limit and the image's size.
  if (error instanceof ServiceError) return error.detail;
  if (error instanceof ApiError && error.status === 413) return texts.tooLarge;
  if (error instanceof ApiError && error.status === 415) return texts.wrongType;
  return undefined;
}

/**
 * An uploaded image (a company logo, a listing's picture): the current one (or a placeholder),
 * choose a file (JPEG, PNG or WebP up to 5 MB, checked again by content on the server), see it
 * before saving, save or cancel; remove the current one. Saving and removing toast their outcome.
 */
export function ImageEditor({
  currentUrl,
  texts,
  placeholderIcon: Placeholder,
  imageClassName,
  upload,
  remove,
  busy: pending,
}: {
  currentUrl: string | null;
  texts: ImageEditorTexts;
  placeholderIcon: LucideIcon;
  /** Size and fit of the shown image and its placeholder, e.g. `size-24 object-contain`. */
  imageClassName: string;
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
      return setProblem(texts.wrongType);
    }
    if (file.size > PICTURE_MAX_BYTES) {
      clearChoice();
      return setProblem(texts.tooLarge);
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
      setProblem(uploadProblem(error, texts));
    }
  };

  const onRemove = async () => {
    setProblem(undefined);
    try {
      await remove();
      toast.success(texts.removed);
    } catch {
      // The shared toast says it.
    }
  };

  const errorId = problem ? `${inputId}-error` : undefined;
  const shown = previewUrl ?? currentUrl;

  return (
    <div className="flex flex-wrap items-start gap-6">
      <figure className="space-y-2">
        {shown ? (
          <img
            src={shown}
            alt={previewUrl ? texts.preview : texts.current}
            className={cn("rounded-lg border border-border bg-white", imageClassName)}
          />
        ) : (
          <div
            className={cn(
              "flex items-center justify-center rounded-lg border border-dashed border-input text-muted",
              imageClassName,
            )}
          >
            <Placeholder aria-hidden="true" className="size-10" />
          </div>
        )}
        {!shown && <figcaption className="text-sm text-muted">{texts.none}</figcaption>}
      </figure>
      <div className="min-w-0 flex-1 basis-64 space-y-3">
        <div className="space-y-1.5">
          {/* A translated button (the label) over a visually hidden file input that keeps focus and name. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PICTURE_TYPES.join(",")}
            aria-invalid={Boolean(problem)}
            aria-describedby={[`${inputId}-hint`, errorId].filter(Boolean).join(" ")}
            disabled={pending}
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
                {t("common.cancel")}
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
  );
}

import {
  JOB_TEXT_FIELDS,
  JOB_TEXT_MAX,
  JOB_TITLE_MAX,
  ZContentLanguage,
  ZJobText,
  ZJobTitle,
  type TContentLanguage,
  type TJobTextField,
  type TOrgJob,
} from "@jobatlas/contract";
import { Link, useBlocker } from "@tanstack/react-router";
import { useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { ContentLanguageSelect } from "@/components/ui/content-language-select";
import { Textarea } from "@/components/ui/textarea";
import { UserMarkdown } from "@/features/companies";
import { useDocumentTitle } from "@/lib/document-title";
import { jobQueryOptions, useUpdateJob } from "../api/jobs";
import { JobStatusBadge } from "./job-status-badge";
import { BackLink } from "@/components/ui/link-button";
import { ChangeHeader } from "@/components/ui/detail-header";
import { SaveButton } from "@/components/ui/submit-button";
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import { useSaveForm } from "@/lib/use-save-form";
import { useFetchCurrent, valueText } from "@/lib/use-stale-edit";

/** What the editor sends: title, language and the four texts (the status changes on the job's page). */
export const ZJobEditForm = z.object({
  title: ZJobTitle,
  language: ZContentLanguage,
  role_and_responsibilities: ZJobText,
  requirements: ZJobText,
  team_description: ZJobText,
  benefits: ZJobText,
});
export type TJobEditForm = z.infer<typeof ZJobEditForm>;
const FIELDS = ["title", "language", ...JOB_TEXT_FIELDS] as const;

export function editValues(job: TOrgJob): TJobEditForm {
  return {
    title: job.title,
    language: job.language,
    role_and_responsibilities: job.role_and_responsibilities,
    requirements: job.requirements,
    team_description: job.team_description,
    benefits: job.benefits,
  };
}

/**
 * org/{slug}/jobs/{id}/edit: title, language and the four texts as Markdown, each with a live
 * preview rendered exactly as the pages show it (UserMarkdown: raw HTML and unsafe links inert).
 * Saving stays on the screen with a toast; errors show at their fields; leaving with unsaved
 * changes asks first (in the app, and the browser's own question on reload or close).
 */
export function JobEditScreen({ slug, job }: { slug: string; job: TOrgJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.orgJobEdit.title");
  useDocumentTitle(`${title}: ${job.title}`);
  const update = useUpdateJob(slug, job.id, { errorToast: true });
  const reload = useFetchCurrent(jobQueryOptions(slug, job.id));
  const { register, control, formState, formProps, stale } = useSaveForm({
    schema: ZJobEditForm,
    saved: job,
    valuesOf: editValues,
    fields: FIELDS,
    save: (values, revision) => update.mutateAsync({ ...values, revision }),
    savedText: t("jobs.edit.saved"),
    stale: {
      reload,
      label: (field) =>
        field === "title"
          ? t("jobs.edit.titleLabel")
          : field === "language"
            ? t("jobs.edit.language")
            : t(`jobs.texts.${field as TJobTextField}.label`),
      text: (field, value) =>
        field === "language" ? t(`jobFields.contentLanguages.${value as TContentLanguage}`) : valueText(value),
    },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const blocker = useBlocker({
    shouldBlockFn: () => isDirty && !isSubmitting,
    enableBeforeUnload: () => isDirty,
    withResolver: true,
  });

  return (
    <div className="space-y-6">
      <BackLink to="/$lang/org/$companyslug/jobs/$id" params={{ lang, companyslug: slug, id: String(job.id) }}>
        {t("jobs.edit.cancel")}
      </BackLink>
      <ChangeHeader
        title={title}
        subject={
          <>
            {job.title} <JobStatusBadge status={job.status} />
          </>
        }
      >
        <p className="max-w-prose text-muted">{t("jobs.edit.intro")}</p>
      </ChangeHeader>

      <form {...formProps} className="space-y-8">
        <StaleEditNotice stale={stale} />
        <FormError error={errors.root?.server} />
        <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-[2fr_1fr]">
          <legend className="px-1 text-lg font-semibold">{t("jobs.edit.details")}</legend>
          <Field label={t("jobs.edit.titleLabel")} hint={t("jobs.create.titleHint")} error={errors.title?.message}>
            {(props) => <Input autoComplete="off" maxLength={JOB_TITLE_MAX} {...props} {...register("title")} />}
          </Field>
          <Field label={t("jobs.edit.language")} error={errors.language?.message}>
            {(props) => <ContentLanguageSelect {...props} {...register("language")} />}
          </Field>
        </fieldset>

        <p className="max-w-prose text-sm text-muted" id="markdown-help">
          {t("jobs.edit.markdownHelp")}
        </p>
        {JOB_TEXT_FIELDS.map((field) => (
          <MarkdownField
            key={field}
            field={field}
            control={control}
            register={register}
            error={errors[field]?.message}
          />
        ))}

        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-border bg-bg py-4">
          <SaveButton state={formState} texts="jobs.edit" />
          <Link
            to="/$lang/org/$companyslug/jobs/$id"
            params={{ lang, companyslug: slug, id: String(job.id) }}
            className={buttonClasses("secondary")}
          >
            {t("jobs.edit.cancel")}
          </Link>
        </div>
      </form>

      <Dialog open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent role="alertdialog">
          <DialogTitle>{t("jobs.edit.unsavedTitle")}</DialogTitle>
          <DialogDescription>{t("jobs.edit.unsavedText")}</DialogDescription>
          <DialogFooter>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t("jobs.edit.stay")}
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              {t("jobs.edit.leave")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** One text: its label, help and textarea beside a live preview of what readers will see. */
function MarkdownField({
  field,
  control,
  register,
  error,
}: {
  field: TJobTextField;
  control: Control<TJobEditForm>;
  register: UseFormRegister<TJobEditForm>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const text = useWatch({ control, name: field });
  const label = t(`jobs.texts.${field}.label`);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field
        label={label}
        hint={`${t(`jobs.texts.${field}.hint`)} ${t("jobs.edit.characters", {
          count: text.length,
          max: JOB_TEXT_MAX,
        })}`}
        error={error}
        optional
      >
        {(props) => (
          <Textarea
            rows={10}
            maxLength={JOB_TEXT_MAX}
            className="font-mono text-sm!"
            {...props}
            aria-describedby={[props["aria-describedby"], "markdown-help"].filter(Boolean).join(" ")}
            {...register(field)}
          />
        )}
      </Field>
      <section
        aria-label={t("jobs.edit.preview", { label })}
        data-testid={`preview-${field}`}
        className="min-h-32 rounded-md border border-border bg-surface p-4"
      >
        {text.trim() ? (
          // The screen's only heading above is its h1: the text's own headings follow at level 2.
          <UserMarkdown text={text} headingLevel={2} />
        ) : (
          <p className="text-muted italic">{t("jobs.edit.previewEmpty")}</p>
        )}
      </section>
    </div>
  );
}

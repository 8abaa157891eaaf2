import {
  LANGUAGES,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_TEMPLATE_ERROR_CODES,
  MESSAGE_TEMPLATE_KINDS,
  renderTemplate,
  ZMessageTemplateCreateRequest,
  ZMessageTemplateKind,
  type TLanguage,
  type TMessageTemplate,
  type TMessageTemplateKind,
  type TOrganization,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { FilePlus, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { LoadFailed } from "@/components/ui/query-states";
import { ScreenHeader } from "@/components/ui/screen-header";
import { ChoiceSelect, Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { TitledSection } from "@/components/ui/titled-section";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDay } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useApiForm } from "@/lib/use-api-form";
import {
  messageTemplatesQueryOptions,
  useCreateMessageTemplate,
  useDeleteMessageTemplate,
  useUpdateMessageTemplate,
} from "../api/message-templates";

/** The editor's form: the texts as one field per language (a server error names the language). */
const ZTemplateForm = z.object({
  kind: ZMessageTemplateKind,
  name: ZMessageTemplateCreateRequest.shape.name,
  ...ZMessageTemplateCreateRequest.shape.texts.shape,
});
type TTemplateForm = z.input<typeof ZTemplateForm>;
const FIELDS = ["kind", "name", ...LANGUAGES] as const;

/** What the editor edits: a new template (of a kind) or a saved one. */
type Editing = { kind: TMessageTemplateKind; template?: TMessageTemplate };

/**
 * org/{slug}/templates: the organisation's message templates by kind (rejection, contact request,
 * invitation), each with the languages it has. Owners and admins create, edit (with the revision
 * they read: a stale save says so and offers the current version) and delete them; recruiters
 * see them to know what the candidate screens offer.
 */
export function MessageTemplatesScreen({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const slug = organization.slug;
  const title = t("screens.orgMessageTemplates.title");
  useDocumentTitle(title);
  const canManage = organization.role === "owner" || organization.role === "admin";
  const templates = useQuery(messageTemplatesQueryOptions(slug));
  const [editing, setEditing] = useState<Editing | undefined>();

  return (
    <div className="space-y-8">
      <ScreenHeader
        title={title}
        intro={t("messageTemplates.screen.intro")}
        actions={
          canManage && !editing ? (
            <Button onClick={() => setEditing({ kind: "reject" })}>
              <FilePlus aria-hidden="true" className="size-5" />
              {t("messageTemplates.screen.create")}
            </Button>
          ) : undefined
        }
      />
      {!canManage && (
        <p className="rounded-md border border-border bg-surface p-4">{t("messageTemplates.screen.readOnly")}</p>
      )}
      {editing && (
        <TemplateEditor
          key={editing.template ? `${editing.template.id}-${editing.template.revision}` : "new"}
          organization={organization}
          editing={editing}
          onDone={() => setEditing(undefined)}
          onReload={(template) => setEditing({ kind: template.kind, template })}
        />
      )}
      {templates.isError ? (
        <LoadFailed
          text={t("messageTemplates.screen.loadFailed")}
          retryLabel={t("activities.feed.retry")}
          onRetry={() => void templates.refetch()}
        />
      ) : !templates.data ? (
        <p role="status" className="text-muted">
          {t("common.loading")}
        </p>
      ) : (
        <div className="space-y-8">
          {MESSAGE_TEMPLATE_KINDS.map((kind) => (
            <TitledSection key={kind} id={`templates-${kind}`} title={t(`messageTemplates.kindsPlural.${kind}`)}>
              <TemplateList
                slug={slug}
                items={templates.data.items.filter((item) => item.kind === kind)}
                canManage={canManage}
                onEdit={(template) => setEditing({ kind, template })}
              />
            </TitledSection>
          ))}
        </div>
      )}
    </div>
  );
}

function TemplateList({
  slug,
  items,
  canManage,
  onEdit,
}: {
  slug: string;
  items: TMessageTemplate[];
  canManage: boolean;
  onEdit: (template: TMessageTemplate) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const remove = useDeleteMessageTemplate(slug);
  if (items.length === 0) return <p className="text-muted">{t("messageTemplates.screen.empty")}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
          <div className="min-w-0 flex-1 basis-64 space-y-1">
            <p className="font-semibold wrap-anywhere">{item.name}</p>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              <span>
                <span className="sr-only">{t("messageTemplates.screen.languagesWritten")}: </span>
                {LANGUAGES.filter((l) => item.texts[l])
                  .map((l) => l.toUpperCase())
                  .join(" · ")}
              </span>
              <span>{t("messageTemplates.screen.updated", { date: formatDay(item.updated_at, lang) })}</span>
            </p>
          </div>
          {canManage && (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onEdit(item)}
                aria-label={t("messageTemplates.screen.editNamed", { name: item.name })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t("messageTemplates.screen.edit")}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t("messageTemplates.screen.deleteNamed", { name: item.name })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t("messageTemplates.screen.delete")}
                  </Button>
                }
                title={t("messageTemplates.screen.deleteTitle")}
                description={t("messageTemplates.screen.deleteText", { name: item.name })}
                confirmLabel={t("messageTemplates.screen.delete")}
                destructive
                onConfirm={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => toast.success(t("messageTemplates.screen.deleted", { name: item.name })),
                  })
                }
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The placeholders a text may use, as typed (not translated). */
const placeholderToken = (name: string) => `{{${name}}}`;

function TemplateEditor({
  organization,
  editing,
  onDone,
  onReload,
}: {
  organization: TOrganization;
  editing: Editing;
  onDone: () => void;
  onReload: (template: TMessageTemplate) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const slug = organization.slug;
  const { template } = editing;
  const create = useCreateMessageTemplate(slug);
  const update = useUpdateMessageTemplate(slug, template?.id ?? 0);
  const templates = useQuery({ ...messageTemplatesQueryOptions(slug), enabled: false });
  const [stale, setStale] = useState(false);
  const [previewLanguage, setPreviewLanguage] = useState<TLanguage>(lang);
  const form = useApiForm({
    schema: ZTemplateForm,
    defaultValues: {
      kind: editing.kind,
      name: template?.name ?? "",
      de: template?.texts.de ?? "",
      fr: template?.texts.fr ?? "",
      it: template?.texts.it ?? "",
      en: template?.texts.en ?? "",
    } satisfies TTemplateForm,
    fields: FIELDS,
    onSubmit: async ({ kind, name, ...texts }) => {
      setStale(false);
      try {
        const saved = template
          ? await update.mutateAsync({ kind, name, texts, revision: template.revision })
          : await create.mutateAsync({ kind, name, texts });
        toast.success(t("messageTemplates.editor.saved", { name: saved.name }));
        onDone();
      } catch (error) {
        if (error instanceof ServiceError && error.code === MESSAGE_TEMPLATE_ERROR_CODES.stale) {
          setStale(true);
          return;
        }
        throw error;
      }
    },
  });
  const { register, watch, formState, formProps } = form;
  const { errors } = formState;
  const values = watch();
  const sample = {
    firstName: t("messageTemplates.editor.sampleFirstName"),
    listingTitle: t("messageTemplates.editor.sampleListing"),
    companyName: organization.name,
  };
  const preview = renderTemplate(
    { de: values.de, fr: values.fr, it: values.it, en: values.en },
    previewLanguage,
    sample,
  );
  const reload = async () => {
    const fresh = (await templates.refetch()).data?.items.find((item) => item.id === template?.id);
    if (fresh) onReload(fresh);
    else onDone();
  };
  const titleId = "template-editor-title";
  // Opened by "New template" or "Edit": the keyboard and screen reader land on the editor.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <form {...formProps} aria-labelledby={titleId} className="space-y-5 rounded-lg border border-border p-4 sm:p-6">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {template ? t("messageTemplates.editor.editTitle") : t("messageTemplates.editor.createTitle")}
      </h2>
      <FormError error={errors.root?.server} />
      {stale && (
        <div role="alert" className="space-y-3 rounded-md border border-danger bg-danger-soft p-4">
          <p>{t("messageTemplates.editor.stale")}</p>
          <Button type="button" variant="secondary" onClick={() => void reload()}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("messageTemplates.editor.reload")}
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("messageTemplates.editor.kind")} error={errors.kind?.message}>
          {(props) => (
            <ChoiceSelect
              {...props}
              {...register("kind")}
              values={MESSAGE_TEMPLATE_KINDS}
              label={(kind) => t(`messageTemplates.kinds.${kind}`)}
            />
          )}
        </Field>
        <Field
          label={t("messageTemplates.editor.name")}
          hint={t("messageTemplates.editor.nameHint")}
          error={errors.name?.message}
        >
          {(props) => <Input maxLength={80} autoComplete="off" {...props} {...register("name")} />}
        </Field>
      </div>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t("messageTemplates.editor.texts")}</legend>
        <p className="text-sm text-muted">{t("messageTemplates.editor.textsHint")}</p>
        <div className="text-sm">
          <p className="font-medium">{t("messageTemplates.editor.placeholders")}</p>
          <ul className="mt-1 space-y-1">
            {MESSAGE_PLACEHOLDERS.map((name) => (
              <li key={name}>
                <code className="rounded bg-surface px-1 py-0.5">{placeholderToken(name)}</code>{" "}
                <span className="text-muted">{t(`messageTemplates.editor.placeholderNames.${name}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {LANGUAGES.map((language) => (
            <Field
              key={language}
              label={t("messageTemplates.editor.textIn", {
                language: t(`jobFields.contentLanguages.${language}`),
              })}
              error={errors[language]?.message}
              optional
            >
              {(props) => <Textarea rows={7} maxLength={5000} lang={language} {...props} {...register(language)} />}
            </Field>
          ))}
        </div>
      </fieldset>
      <section
        aria-labelledby="template-preview-title"
        className="space-y-3 rounded-md border border-border bg-surface p-4"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="template-preview-title" className="font-semibold">
            {t("messageTemplates.editor.preview")}
          </h3>
          <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap">
            {t("messageTemplates.editor.previewLanguage")}
            <Select
              value={previewLanguage}
              onChange={(event) => setPreviewLanguage(event.target.value as TLanguage)}
              className="w-auto"
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`jobFields.contentLanguages.${language}`)}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <p className="text-sm text-muted">
          {t("messageTemplates.editor.previewHint", {
            firstName: sample.firstName,
            listing: sample.listingTitle,
            company: sample.companyName,
          })}
        </p>
        <p
          data-testid="template-preview"
          className="rounded-md border border-border bg-bg p-3 whitespace-pre-wrap wrap-anywhere"
        >
          {preview || <span className="text-muted">{t("messageTemplates.editor.previewEmpty")}</span>}
        </p>
      </section>
      <div className="flex flex-wrap gap-2">
        <SubmitButton state={formState} sendingLabel={t("messageTemplates.editor.saving")}>
          {t("messageTemplates.editor.save")}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("messageTemplates.editor.cancel")}
        </Button>
      </div>
    </form>
  );
}

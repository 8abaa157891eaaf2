import {
  BULK_REJECTION_DELAYS,
  renderTemplate,
  type TBulkRejectionDelay,
  type TBulkRejectionRecipient,
  type TMessageTemplate,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { useId, useState } from "react";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { DialogCancel, DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { messageTemplatesQueryOptions } from "@/features/message-templates";
import { ServiceError } from "@/lib/api-errors";
import { formatMoment } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { bulkRecipientsQueryOptions, useBulkReject } from "../api/bulk-rejections";
import { useUndo } from "./scheduled-rejection";

/**
 * "Reject selected…": a dialog to choose a rejection template and when to send (now by default,
 * or after a delay during which it can be undone), with a preview per applicant in their
 * language and the placeholders filled by the contract's `renderTemplate` — the function the
 * server fills the mails with. Applications that cannot be rejected are named and left out.
 */
export function BulkRejectButton({
  slug,
  applicationIds,
  onDone,
}: {
  slug: string;
  applicationIds: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger" size="sm" disabled={applicationIds.length === 0}>
          <MailX aria-hidden="true" className="size-4" />
          {t("messageTemplates.bulk.reject")}
        </Button>
      }
      title={t("messageTemplates.bulk.dialogTitle")}
      description={t("messageTemplates.bulk.dialogText")}
      className="max-w-2xl"
    >
      <BulkRejectForm
        slug={slug}
        applicationIds={applicationIds}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </TitledDialog>
  );
}

function BulkRejectForm({
  slug,
  applicationIds: selectedIds,
  onDone,
}: {
  slug: string;
  applicationIds: number[];
  onDone: () => void;
}) {
  // The selection when the dialog opened: clearing it after sending does not change what is shown.
  const [applicationIds] = useState(selectedIds);
  const { t } = useTranslation();
  const lang = useLanguage();
  const templateId = useId();
  const delayId = useId();
  const templates = useQuery(messageTemplatesQueryOptions(slug, "reject"));
  const recipients = useQuery({
    ...bulkRecipientsQueryOptions(slug, applicationIds),
    enabled: applicationIds.length > 0,
  });
  const bulk = useBulkReject(slug);
  const { undo } = useUndo(slug);
  const [chosen, setChosen] = useState("");
  const [delay, setDelay] = useState<TBulkRejectionDelay>(0);
  const [error, setError] = useState<string | undefined>();
  const items = templates.data?.items ?? [];
  const template = items.find((item) => String(item.id) === chosen) ?? (items.length === 1 ? items[0] : undefined);
  const rejectable = (recipients.data?.items ?? []).filter((r) => r.can_reject);
  const leftOut = recipients.data ? applicationIds.length - rejectable.length : 0;

  const submit = async () => {
    if (!template || rejectable.length === 0) return;
    setError(undefined);
    try {
      const done = await bulk.mutateAsync({
        application_ids: rejectable.map((r) => r.id),
        template_id: template.id,
        delay_hours: delay,
      });
      if (done.batch_id && done.send_at) {
        const batchId = done.batch_id;
        toast.success(
          t("messageTemplates.bulk.doneLater", { count: done.scheduled, time: formatMoment(done.send_at, lang) }),
          { action: { label: t("messageTemplates.bulk.undo"), onClick: () => undo({ batchId }) }, duration: 15_000 },
        );
      } else {
        toast.success(t("messageTemplates.bulk.doneNow", { count: done.rejected }));
      }
      onDone();
    } catch (failure) {
      setError(failure instanceof ServiceError ? failure.detail : t("form.sendFailed"));
    }
  };

  return (
    <div className="mt-4 space-y-4">
      {error && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {error}
        </p>
      )}
      {templates.isSuccess && items.length === 0 ? (
        <p className="rounded-md border border-border bg-surface p-3 text-sm">
          {t("messageTemplates.bulk.noTemplates")}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={templateId} className="text-sm font-medium">
              {t("messageTemplates.bulk.template")}
            </label>
            <Select
              id={templateId}
              value={template ? String(template.id) : ""}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t("messageTemplates.bulk.templateChoose")}</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={delayId} className="text-sm font-medium">
              {t("messageTemplates.bulk.delay")}
            </label>
            <Select
              id={delayId}
              value={String(delay)}
              aria-describedby={delay > 0 ? `${delayId}-hint` : undefined}
              onChange={(event) => setDelay(Number(event.target.value) as TBulkRejectionDelay)}
            >
              {BULK_REJECTION_DELAYS.map((hours) => (
                <option key={hours} value={hours}>
                  {t(`messageTemplates.bulk.delays.${hours}`)}
                </option>
              ))}
            </Select>
            {delay > 0 && (
              <span id={`${delayId}-hint`} className="text-sm text-muted">
                {t("messageTemplates.bulk.delayHint")}
              </span>
            )}
          </div>
        </div>
      )}
      {leftOut > 0 && (
        <p className="rounded-md border border-border bg-surface p-3 text-sm">
          {t("messageTemplates.bulk.leftOut", { count: leftOut })}
        </p>
      )}
      <section aria-labelledby={`${templateId}-preview`} className="space-y-2">
        <h3 id={`${templateId}-preview`} className="font-semibold">
          {t("messageTemplates.bulk.preview")}
        </h3>
        {!template && items.length > 0 && (
          <p className="text-sm text-muted">{t("messageTemplates.bulk.previewChoose")}</p>
        )}
        {!recipients.data ? (
          <p role="status" className="text-sm text-muted">
            {t("messageTemplates.bulk.previewLoading")}
          </p>
        ) : (
          <ul className="max-h-80 space-y-3 overflow-y-auto">
            {rejectable.map((recipient) => (
              <RecipientPreview
                key={recipient.id}
                recipient={recipient}
                template={template}
                companyName={recipients.data.company_name}
              />
            ))}
          </ul>
        )}
      </section>
      <DialogFooter>
        <DialogCancel />
        <Button
          variant="danger"
          disabled={!template || rejectable.length === 0 || bulk.isPending}
          onClick={() => void submit()}
        >
          <MailX aria-hidden="true" className="size-5" />
          {bulk.isPending
            ? t("messageTemplates.bulk.sending")
            : delay === 0
              ? t("messageTemplates.bulk.submitNow", { count: rejectable.length })
              : t("messageTemplates.bulk.submitLater", { count: rejectable.length })}
        </Button>
      </DialogFooter>
    </div>
  );
}

function RecipientPreview({
  recipient,
  template,
  companyName,
}: {
  recipient: TBulkRejectionRecipient;
  template: TMessageTemplate | undefined;
  companyName: string;
}) {
  const { t } = useTranslation();
  const name = applicantDisplayName(t, recipient);
  return (
    <li className="space-y-1 rounded-md border border-border p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-muted">
          {t("messageTemplates.bulk.previewIn", {
            language: t(`jobFields.contentLanguages.${recipient.language}`),
          })}
        </span>
      </p>
      {recipient.identity_deleted && <p className="text-sm text-muted">{t("messageTemplates.bulk.noMail")}</p>}
      {template && (
        <p lang={recipient.language} className="text-sm whitespace-pre-wrap wrap-anywhere">
          {renderTemplate(template.texts, recipient.language, {
            firstName: recipient.first_name,
            companyName,
            listingTitle: recipient.listing_title,
            jobTitle: recipient.job_title,
          })}
        </p>
      )}
    </li>
  );
}

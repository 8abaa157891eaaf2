import { MY_APPLICATION_TEXT_FIELDS, type TMyApplication } from "@jobatlas/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, FileText, Pencil, ShieldAlert, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { myCareerKeys } from "@/features/applications/api/keys";
import { useWithdrawByToken } from "../api/my-career";
import { formatMoment } from "@/lib/format";
import { ApplicationStatusBadge } from "./application-status-badge";
import { ApplicationTimeline, finalEntry } from "./application-timeline";
import { applicationSubject } from "./my-applications-screen";
import { Section } from "@/components/ui/section";
import { ButtonLink } from "@/components/ui/link-button";

/**
 * user/applications/{id}: one application — what for, its status with what it means, the actions
 * it allows (change texts while pending, withdraw while open), the contact details, texts and
 * answers as sent (plain text, never HTML), attachments, and first the timeline (issue 29: every
 * step dated, oldest first, the employer's message with the step that closed it, the answer
 * promise while pending and the deletion date once final). With `token` it is the anonymous
 * applicant's page from the mailed link: changing the texts keeps the token (ADR 055);
 * withdrawing asks first, there, instead of on the withdraw screen.
 */
export function MyApplicationDetail({ application, token }: { application: TMyApplication; token?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.userApplication.title");
  useDocumentTitle(title);
  const params = { lang, id: String(application.id) };

  return (
    <article aria-labelledby="screen-title" className="space-y-8">
      {!token && (
        <Link
          to="/$lang/user/applications"
          params={{ lang }}
          search={{ status: application.withdrawable ? "active" : "archived" }}
          className="inline-flex items-center gap-1 text-sm text-accent underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("myCareer.detail.backToList")}
        </Link>
      )}
      <header className="space-y-3">
        <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-xl font-semibold wrap-anywhere">{applicationSubject(application, t)}</p>
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <Term label={t("myCareer.detail.status")}>
            <ApplicationStatusBadge status={application.displayed_status} />
          </Term>
          <Term label={t("myCareer.detail.company")}>
            <span className="font-semibold wrap-anywhere">{application.company.name}</span>
          </Term>
          <Term label={t("myCareer.detail.origin")}>
            <span className="font-semibold">{t(`myCareer.origin.${application.origin}`)}</span>
          </Term>
          <Term label={t("myCareer.detail.sent")}>
            <time className="font-semibold" dateTime={application.created_at}>
              {formatMoment(application.created_at, lang)}
            </time>
          </Term>
        </dl>
        <p className="max-w-prose text-muted">
          {finalEntry(application)?.event === "closed_unanswered"
            ? t("followUp.timeline.closedUnanswered")
            : t(`myCareer.statusHelp.${application.displayed_status}`)}
        </p>
      </header>

      <ApplicationTimeline application={application} />

      {token && (
        <p className="flex max-w-prose gap-2 rounded-lg border border-border bg-surface p-4 text-sm">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-muted" />
          {t("myCareer.detail.anonymousNote")}
        </p>
      )}

      {(application.editable || application.withdrawable) && (
        <Section id="application-actions" title={t("myCareer.detail.actions")}>
          <div className="flex flex-wrap gap-3">
            {application.editable && (
              <ButtonLink
                to="/$lang/user/applications/$id/edit"
                params={params}
                search={token ? { token } : {}}
                icon={Pencil}
              >
                {t("myCareer.detail.edit")}
              </ButtonLink>
            )}
            {!token && application.withdrawable && (
              <ButtonLink to="/$lang/user/applications/$id/withdraw" params={params} variant="secondary" icon={Undo2}>
                {t("myCareer.detail.withdraw")}
              </ButtonLink>
            )}
            {token && application.withdrawable && <WithdrawByToken application={application} token={token} />}
          </div>
        </Section>
      )}

      <Section id="application-contact" title={t("myCareer.detail.contact")}>
        <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("myCareer.detail.name")}</dt>
          <dd className="wrap-anywhere">
            {application.first_name} {application.last_name}
          </dd>
          <dt className="text-muted">{t("myCareer.detail.email")}</dt>
          <dd className="wrap-anywhere">{application.email}</dd>
          <dt className="text-muted">{t("myCareer.detail.phone")}</dt>
          <dd className="wrap-anywhere">{application.phone ?? t("myCareer.detail.none")}</dd>
        </dl>
      </Section>

      <Section id="application-texts" title={t("myCareer.detail.texts")} className="space-y-4">
        {MY_APPLICATION_TEXT_FIELDS.map((field) => (
          <section key={field} aria-labelledby={`text-${field}`} className="space-y-1">
            <h3 id={`text-${field}`} className="font-semibold">
              {t(`myCareer.texts.${field}.label`)}
            </h3>
            {application[field].trim() ? (
              <p className="max-w-prose whitespace-pre-wrap wrap-anywhere">{application[field]}</p>
            ) : (
              <p className="text-muted italic">{t("myCareer.detail.emptyText")}</p>
            )}
          </section>
        ))}
      </Section>

      <Section id="application-answers" title={t("myCareer.detail.answers")}>
        {application.answers.length === 0 ? (
          <p className="text-muted">{t("myCareer.detail.noAnswers")}</p>
        ) : (
          <dl className="space-y-3">
            {application.answers.map((answer) => (
              <div key={answer.question_id}>
                <dt className="font-semibold wrap-anywhere">{answer.question}</dt>
                <dd className="whitespace-pre-wrap wrap-anywhere">
                  {answer.values.length > 0 ? answer.values.join(", ") : t("myCareer.detail.none")}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Section>

      <Section id="application-attachments" title={t("myCareer.detail.attachments")}>
        {application.attachments.length === 0 ? (
          <p className="text-muted">{t("myCareer.detail.noAttachments")}</p>
        ) : (
          <ul className="space-y-1">
            {application.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-2">
                <FileText aria-hidden="true" className="size-4 text-muted" />
                <span className="wrap-anywhere">{file.file_name}</span>
                <span className="text-sm text-muted">
                  {t("myCareer.detail.fileSize", { size: Math.max(1, Math.round(file.byte_size / 1024)) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The anonymous page's withdraw: asks first (it cannot be undone), then shows the new status. */
function WithdrawByToken({ application, token }: { application: TMyApplication; token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withdraw = useWithdrawByToken(application.id, token);
  const label = t("myCareer.detail.withdraw");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={withdraw.isPending}>
          <Undo2 aria-hidden="true" className="size-5" />
          {withdraw.isPending ? t("myCareer.withdraw.withdrawing") : label}
        </Button>
      }
      title={t("myCareer.withdraw.intro", { company: application.company.name })}
      description={t("myCareer.withdraw.warning")}
      confirmLabel={t("myCareer.withdraw.confirm")}
      destructive
      onConfirm={() =>
        withdraw.mutate(undefined, {
          onSuccess: () => toast.success(t("myCareer.withdraw.done")),
          onError: (error) => {
            toast.error(
              t(error instanceof ServiceError ? "myCareer.withdraw.invalidTransition" : "myCareer.withdraw.failed"),
            );
            void queryClient.invalidateQueries({
              queryKey: myCareerKeys.statusPage(application.id, token),
            });
          },
        })
      }
    />
  );
}

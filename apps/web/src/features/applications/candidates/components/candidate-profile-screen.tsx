import { ApplicationPdfButton } from "@/features/applications/contact-requests/components/pdf-download-button";
import { APPLICATION_LIMITS, applicationTransitionAllowed, type TOrgApplication } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Archive, CircleCheck, Copy, EyeOff, FileText, Mail, TriangleAlert, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useUpdateCandidate } from "../api/candidates";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { formatBytes, formatDay, formatMoment } from "@/lib/format";
import { CandidateStatusBadge } from "./candidate-status-badge";
import { BackToCandidates } from "./back-to-candidates";
import { DetailHeader } from "@/components/ui/detail-header";
import {
  ScheduledRejectionNotice,
  useScheduledRejections,
} from "@/features/applications/bulk-rejections/components/scheduled-rejection";
import { Section } from "@/components/ui/section";
import { Fact } from "./fact";
import { RatingsSection } from "@/features/applications/ratings/components/ratings-section";

const KNOWN_VERBS = [
  "submitted",
  "accepted",
  "withdrawn",
  "rejected",
  "archived",
  "updated",
  "contact_requested",
  "contact_accepted",
  "contact_declined",
] as const;
/** The scheduler's moves of a pending application past the answer time (issue 29). */
const FOLLOW_UP_VERBS = ["answer_due", "closed_unanswered"] as const;
const isFollowUpVerb = (verb: string): verb is (typeof FOLLOW_UP_VERBS)[number] =>
  (FOLLOW_UP_VERBS as readonly string[]).includes(verb);

/** A history entry in words: who did what; the scheduler's reminder and automatic close as such. */
function historyText(t: TFunction, entry: TOrgApplication["history"][number]): string {
  if (isFollowUpVerb(entry.verb)) return t(`orgFollowUp.history.${entry.verb}`);
  if (!isKnownVerb(entry.verb)) return t("candidates.verbs.other", { verb: entry.verb });
  return t(
    entry.actor_kind === "applicant" && (entry.verb === "withdrawn" || entry.verb === "rejected")
      ? `candidates.verbs.${entry.verb}ByApplicant`
      : `candidates.verbs.${entry.verb}`,
    { actor: entry.actor_name ?? t("candidates.verbs.someone") },
  );
}
type KnownVerb = (typeof KNOWN_VERBS)[number];
const isKnownVerb = (verb: string): verb is KnownVerb => (KNOWN_VERBS as readonly string[]).includes(verb);

/**
 * org/{slug}/applications/{id}: the candidate profile, titled by the applicant's name — the
 * application's facts, the actions the state machine allows (accept, archive; contact request and
 * reject on their own screens; the PDF), contact details (hidden until the applicant accepted a
 * contact request), the profile texts, the questionnaire answers with knock-out flags, the
 * attachments, other applications of the same person, the team's notes and the history.
 * Everything the applicant wrote is shown as plain text.
 */
export function CandidateProfileScreen({ slug, application }: { slug: string; application: TOrgApplication }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = applicantDisplayName(t, application);
  useDocumentTitle(name);
  const target = application.listing
    ? application.listing.title
    : application.job
      ? t("candidates.list.toJob", { title: application.job.title })
      : t("candidates.list.toCompany");

  return (
    <article aria-labelledby="candidate-title" className="space-y-8">
      <BackToCandidates slug={slug} />
      <DetailHeader eyebrow={t("candidates.profile.eyebrow")} title={name} titleId="candidate-title">
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <Fact term={t("candidates.profile.status")}>
            <CandidateStatusBadge status={application.displayed_status} />
          </Fact>
          <Fact term={t("candidates.profile.origin")}>{t(`candidates.types.${application.origin}`)}</Fact>
          <Fact term={t("candidates.profile.appliedTo")}>{target}</Fact>
          <Fact term={t("candidates.profile.received")}>
            <time dateTime={application.created_at}>{formatMoment(application.created_at, lang)}</time>
          </Fact>
          <Fact term={t("candidates.profile.account")}>
            {application.has_account ? t("candidates.profile.withAccount") : t("candidates.profile.anonymous")}
          </Fact>
          <Fact term={t("candidates.profile.language")}>{t(`jobFields.contentLanguages.${application.language}`)}</Fact>
        </dl>
        {application.knock_out_missed && (
          <p className="flex items-start gap-2 rounded-md border border-danger bg-danger-soft p-3 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("candidates.profile.knockOutSummary")}
          </p>
        )}
      </DetailHeader>

      <ScheduledRejectionOf slug={slug} applicationId={application.id} name={name} />
      <CandidateActions slug={slug} application={application} name={name} />

      <Section id="candidate-contact" title={t("candidates.profile.contact")}>
        {application.contact_hidden ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4">
            <EyeOff aria-hidden="true" className="size-5 text-muted" />
            <p className="flex-1">
              {application.identity_deleted
                ? t("candidates.profile.identityDeletedContact")
                : t("candidates.profile.hidden")}
            </p>
            {canRequestContact(application) && (
              <Link
                to="/$lang/org/$companyslug/applications/$id/contact"
                params={{ lang, companyslug: slug, id: String(application.id) }}
                className="text-accent underline"
              >
                {t("candidates.profile.hiddenLink")}
              </Link>
            )}
          </div>
        ) : (
          // The note beside the list, not in it: a <dl> holds only terms and their descriptions.
          <div className="space-y-3 rounded-lg border border-border p-4">
            <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
              <Fact term={t("candidates.profile.email")}>
                {application.email && (
                  <a href={`mailto:${application.email}`} className="text-accent underline wrap-anywhere">
                    {application.email}
                  </a>
                )}
              </Fact>
              <Fact term={t("candidates.profile.phone")}>{application.phone ?? t("candidates.profile.noPhone")}</Fact>
            </dl>
            {application.contact_revealed_at && (
              <p className="text-sm text-muted">
                {t("candidates.profile.revealed", { date: formatDay(application.contact_revealed_at, lang) })}
              </p>
            )}
          </div>
        )}
      </Section>

      <Section id="candidate-texts" title={t("candidates.profile.texts")}>
        {(["my_story", "what_i_bring", "what_i_want"] as const).map((field) => (
          <section key={field} aria-labelledby={`text-${field}`} className="space-y-1">
            <h3 id={`text-${field}`} className="font-semibold">
              {t(`candidates.profile.${field}`)}
            </h3>
            {application[field].trim() ? (
              <p className="max-w-prose whitespace-pre-line wrap-anywhere">{application[field]}</p>
            ) : (
              <p className="text-muted">{t("candidates.profile.noText")}</p>
            )}
          </section>
        ))}
      </Section>

      <Section id="candidate-answers" title={t("candidates.profile.answers")}>
        {application.answers.length === 0 ? (
          <p className="text-muted">{t("candidates.profile.noAnswers")}</p>
        ) : (
          <ol className="space-y-4">
            {application.answers.map((answer) => (
              <li key={answer.question_id} className="space-y-1 rounded-lg border border-border p-4">
                <p className="font-semibold wrap-anywhere">{answer.text}</p>
                {answer.knock_out && <p className="text-sm text-muted">{t("candidates.profile.knockOutQuestion")}</p>}
                {answer.values.length === 0 ? (
                  <p className="text-muted">{t("candidates.profile.noAnswer")}</p>
                ) : answer.type === "free_text" ? (
                  <p className="whitespace-pre-line wrap-anywhere">{answer.values.join("\n")}</p>
                ) : (
                  <ul className="list-inside list-disc">
                    {answer.values.map((value) => (
                      <li key={value} className="wrap-anywhere">
                        {value}
                      </li>
                    ))}
                  </ul>
                )}
                {answer.knock_out_missed && (
                  <p className="inline-flex items-center gap-1 text-sm font-medium text-danger">
                    <TriangleAlert aria-hidden="true" className="size-4" />
                    {t("candidates.profile.knockOutMissed")}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id="candidate-attachments" title={t("candidates.profile.attachments")}>
        {application.attachments.length === 0 ? (
          <p className="text-muted">{t("candidates.profile.noAttachments")}</p>
        ) : (
          <ul className="space-y-2">
            {application.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.url} download className="inline-flex items-center gap-2 text-accent underline">
                  <FileText aria-hidden="true" className="size-5" />
                  <span className="wrap-anywhere">
                    {t("candidates.profile.download", {
                      name: attachment.file_name,
                      size: formatBytes(attachment.byte_size),
                    })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {application.duplicates.length > 0 && (
        <Section id="candidate-duplicates" title={t("candidates.profile.duplicates")}>
          <p className="flex items-center gap-2 text-muted">
            <Copy aria-hidden="true" className="size-4" />
            {t("candidates.profile.duplicatesIntro")}
          </p>
          <ul className="space-y-2">
            {application.duplicates.map((duplicate) => (
              <li key={duplicate.id} className="flex flex-wrap items-center gap-3">
                <Link
                  to="/$lang/org/$companyslug/applications/$id"
                  params={{ lang, companyslug: slug, id: String(duplicate.id) }}
                  className="text-accent underline wrap-anywhere"
                >
                  {t("candidates.profile.duplicateEntry", {
                    target: duplicate.listing
                      ? duplicate.listing.title
                      : duplicate.job
                        ? t("candidates.list.toJob", { title: duplicate.job.title })
                        : t("candidates.list.toCompany"),
                    date: formatDay(duplicate.created_at, lang),
                  })}
                </Link>
                <CandidateStatusBadge status={duplicate.displayed_status} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {!application.identity_deleted && (
        <RatingsSection key={`ratings-${application.id}`} slug={slug} applicationId={application.id} />
      )}

      <NotesEditor key={application.id} slug={slug} application={application} />

      <Section id="candidate-history" title={t("candidates.profile.history")}>
        {application.history.length === 0 ? (
          <p className="text-muted">{t("candidates.profile.noHistory")}</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-border pl-4">
            {application.history.map((entry) => (
              <li key={entry.id}>
                <p className="font-medium">{historyText(t, entry)}</p>
                <time dateTime={entry.created_at} className="text-sm text-muted">
                  {formatMoment(entry.created_at, lang)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  );
}

function isOpen(application: TOrgApplication): boolean {
  return application.status === "pending" || application.status === "active";
}

/** A contact request makes sense: the application is open and its applicant did not delete their data (ADR 030). */
function canRequestContact(application: TOrgApplication): boolean {
  return isOpen(application) && !application.identity_deleted;
}

/**
 * Archiving (active → archived) ends the application: the dialog asks for an optional message to
 * the applicant, mailed with the final state and shown on their timeline (issue 29). An empty
 * message is not sent.
 */
function ArchiveButton({
  name,
  withMessage,
  disabled,
  onConfirm,
}: {
  name: string;
  withMessage: boolean;
  disabled: boolean;
  onConfirm: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setMessage("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={disabled}>
          <Archive aria-hidden="true" className="size-5" />
          {t("candidates.profile.archive")}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{t("candidates.profile.archiveTitle", { name })}</DialogTitle>
        <DialogDescription>{t("candidates.profile.archiveText")}</DialogDescription>
        {withMessage && (
          <div className="mt-4 space-y-1.5">
            <Label htmlFor={messageId} optional>
              {t("orgFollowUp.archive.message")}
            </Label>
            <Textarea
              id={messageId}
              rows={4}
              maxLength={APPLICATION_LIMITS.messageMax}
              aria-describedby={`${messageId}-hint`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${messageId}-hint`} className="text-sm text-muted">
              {t("orgFollowUp.archive.messageHint", { name })}
            </p>
          </div>
        )}
        <DialogFooter>
          <DialogCancel />
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              onConfirm(withMessage ? message.trim() || undefined : undefined);
              setMessage("");
            }}
          >
            {t("candidates.profile.archive")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Rejection scheduled for <time> — Undo" while a bulk rejection of the application waits (ADR 090). */
function ScheduledRejectionOf({ slug, applicationId, name }: { slug: string; applicationId: number; name: string }) {
  const scheduled = useScheduledRejections(slug).get(applicationId);
  return scheduled ? <ScheduledRejectionNotice slug={slug} scheduled={scheduled} name={name} /> : null;
}

/** Accept and archive as the state machine allows; contact request, reject and the PDF. */
function CandidateActions({ slug, application, name }: { slug: string; application: TOrgApplication; name: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateCandidate(slug, application.id);
  const [failure, setFailure] = useState<string | null>(null);
  const move = (status: "active" | "archived", message?: string) => {
    setFailure(null);
    update.mutate(
      { status, ...(message ? { message } : {}) },
      {
        onSuccess: () =>
          toast.success(
            status === "archived"
              ? t("candidates.profile.archived")
              : application.identity_deleted
                ? t("candidates.profile.acceptedNoMail")
                : t("candidates.profile.accepted", { name }),
          ),
        onError: (error) => setFailure(error instanceof ServiceError ? error.detail : t("candidates.profile.failed")),
      },
    );
  };
  const id = String(application.id);
  return (
    <section aria-labelledby="candidate-actions" className="space-y-3">
      <h2 id="candidate-actions" className="sr-only">
        {t("candidates.profile.actions")}
      </h2>
      <div className="flex flex-wrap gap-3">
        {applicationTransitionAllowed("accept", application.status) && (
          <ConfirmButton
            icon={CircleCheck}
            label={t("candidates.profile.accept")}
            disabled={update.isPending}
            title={t("candidates.profile.acceptTitle", { name })}
            description={
              application.identity_deleted
                ? t("candidates.profile.acceptTextNoMail")
                : t("candidates.profile.acceptText")
            }
            onConfirm={() => move("active")}
          />
        )}
        {canRequestContact(application) && (
          <Link
            to="/$lang/org/$companyslug/applications/$id/contact"
            params={{ lang, companyslug: slug, id }}
            className={buttonClasses("secondary")}
          >
            <Mail aria-hidden="true" className="size-5" />
            {t("candidates.profile.contactRequest")}
          </Link>
        )}
        {applicationTransitionAllowed("archive", application.status) && (
          <ArchiveButton
            name={name}
            // No one to write to once the applicant deleted their data (ADR 030).
            withMessage={!application.identity_deleted}
            disabled={update.isPending}
            onConfirm={(message) => move("archived", message)}
          />
        )}
        {isOpen(application) && (
          <Link
            to="/$lang/org/$companyslug/applications/$id/reject"
            params={{ lang, companyslug: slug, id }}
            className={buttonClasses("secondary")}
          >
            <XCircle aria-hidden="true" className="size-5" />
            {t("candidates.profile.reject")}
          </Link>
        )}
        {/* Sends X-Organization and the page's language: a plain link would act on the last used organisation. */}
        <ApplicationPdfButton slug={slug} applicationId={application.id} variant="ghost" />
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {failure}
        </p>
      )}
    </section>
  );
}

/** The team's notes: never shown to the applicant. */
function NotesEditor({ slug, application }: { slug: string; application: TOrgApplication }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateCandidate(slug, application.id);
  const [notes, setNotes] = useState(application.notes);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Section id="candidate-notes" title={t("candidates.profile.notes")}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          update.mutate(
            { notes },
            {
              onSuccess: () => toast.success(t("candidates.profile.notesSaved")),
              onError: () => setFailure(t("candidates.profile.failed")),
            },
          );
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={id}>{t("candidates.profile.notes")}</Label>
          <Textarea
            id={id}
            rows={5}
            maxLength={APPLICATION_LIMITS.notesMax}
            aria-describedby={`${id}-hint`}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t("candidates.profile.notesHint")}
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={update.isPending || notes === application.notes}>
          {t("candidates.profile.saveNotes")}
        </Button>
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </form>
    </Section>
  );
}

import type { TContactRequestApplication } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { ApplicationPdfButton } from "./pdf-download-button";

/** The way back to the candidate's profile (org/{slug}/applications/{id}). */
export function BackToCandidate({ slug, applicationId }: { slug: string; applicationId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Link
      to="/$lang/org/$companyslug/applications/$id"
      params={{ lang, companyslug: slug, id: String(applicationId) }}
      className="inline-flex items-center gap-1 text-sm text-accent underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("contactRequests.candidate.back")}
    </Link>
  );
}

/** Who the screen is about: name, status, what they applied for, whether the contact is shown; the PDF. */
export function CandidateSummary({ slug, application }: { slug: string; application: TContactRequestApplication }) {
  const { t } = useTranslation();
  const name = applicantDisplayName(t, application);
  const appliedFor =
    application.listing_title ??
    (application.job_title
      ? t("contactRequests.candidate.unsolicitedFor", { title: application.job_title })
      : t("contactRequests.candidate.unsolicited"));
  return (
    <section
      aria-labelledby="candidate-name"
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="space-y-2">
        <p className="text-sm text-muted">{t("contactRequests.candidate.summary")}</p>
        <h2 id="candidate-name" className="text-xl font-semibold wrap-anywhere">
          {name}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("contactRequests.candidate.status")}</dt>
          <dd className="font-medium" data-testid="application-status">
            {t(`contactRequests.statuses.${application.status}`)}
          </dd>
          <dt className="text-muted">{t("contactRequests.candidate.appliedFor")}</dt>
          <dd className="font-medium wrap-anywhere">{appliedFor}</dd>
          <dt className="text-muted">{t("contactRequests.candidate.contact")}</dt>
          <dd className="font-medium">
            {application.contact_revealed
              ? t("contactRequests.candidate.contactRevealed")
              : t("contactRequests.candidate.contactHidden")}
          </dd>
        </dl>
      </div>
      <ApplicationPdfButton slug={slug} applicationId={application.id} />
    </section>
  );
}

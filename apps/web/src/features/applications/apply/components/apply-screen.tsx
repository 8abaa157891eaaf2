import type { TApplicantQuestion } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleCheck, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { TitledScreen } from "@/components/ui/screen-frame";
import { formatDay } from "@/lib/format";
import { useSession } from "@/lib/session";
import {
  companyJobQueryOptions,
  companyQueryOptions,
  listingQueryOptions,
  safeWebsiteHref,
  USER_LINK_REL,
} from "@/features/companies";
import { applicantQuestionnaireQueryOptions, candidateInviteQueryOptions } from "../api/apply";
import { ApplyWizard } from "./apply-wizard";

const NO_QUESTIONS: TApplicantQuestion[] = [];

/** After the submit (`?success=1`): what happens next, with the way to the seeker's applications or back to the company. */
function ApplySuccess({
  companyId,
  companyName,
  signedIn,
}: {
  companyId: number;
  companyName?: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="apply-success" className="max-w-prose space-y-4 rounded-lg border border-border p-6">
      <h2
        id="apply-success"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-6 text-accent" />
        {t("userApplications.apply.success.title")}
      </h2>
      <p>
        {companyName
          ? t("userApplications.apply.success.text", { company: companyName })
          : t("userApplications.apply.success.textCompany")}
      </p>
      <p>{signedIn ? t("userApplications.apply.success.signedIn") : t("userApplications.apply.success.anonymous")}</p>
      <div className="flex flex-wrap gap-3">
        {signedIn && (
          <Link to="/$lang/user/applications" params={{ lang }} className={buttonClasses("primary")}>
            {t("userApplications.apply.success.myApplications")}
          </Link>
        )}
        <Link
          to="/$lang/company/$companyId"
          params={{ lang, companyId: String(companyId) }}
          className={buttonClasses(signedIn ? "secondary" : "primary")}
        >
          {t("userApplications.apply.success.backToCompany")}
        </Link>
      </div>
    </section>
  );
}

/** The seeker applied to this listing already and the application is open (ADR 055): a link to it, no second wizard. */
function AlreadyApplied({ application, title }: { application: { id: number; created_at: string }; title: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section aria-labelledby="apply-already" className="max-w-prose space-y-4 rounded-lg border border-border p-6">
      <h2 id="apply-already" className="flex items-center gap-2 text-xl font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 text-accent" />
        {t("userApplications.apply.already.title", { date: formatDay(application.created_at, lang) })}
      </h2>
      <p>{t("userApplications.apply.already.text", { title })}</p>
      <Link
        to="/$lang/user/applications/$id"
        params={{ lang, id: String(application.id) }}
        className={buttonClasses("primary")}
      >
        {t("userApplications.apply.already.view")}
      </Link>
    </section>
  );
}

/**
 * A listing whose employer takes applications on its own site (its apply link, ADR 054): the way
 * there instead of our wizard, as the listing's and the company's Apply buttons go.
 */
function AppliesElsewhere({ companyName, title, applyUrl }: { companyName: string; title: string; applyUrl: string }) {
  const { t } = useTranslation();
  const href = safeWebsiteHref(applyUrl);
  return (
    <div className="max-w-prose space-y-4 rounded-lg border border-border p-6">
      <p>{t("userApplications.apply.elsewhere", { title, company: companyName })}</p>
      {href && (
        <a href={href} target="_blank" rel={USER_LINK_REL} className={buttonClasses("primary")}>
          {t("company.listing.applyExternal")}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("company.page.opensInNewTab")}</span>
        </a>
      )}
    </div>
  );
}

/**
 * company/{companyId}/apply: the application wizard for a listing (`listing_id`), a job profile
 * (`job_id`, unsolicited) or the company (unsolicited); `success` shows the confirmation.
 */
export function ApplyScreen({
  companyId,
  listingId,
  jobId,
  inviteToken,
  success,
}: {
  companyId: number;
  listingId?: number;
  jobId?: number;
  inviteToken?: string;
  success?: boolean;
}) {
  const { t } = useTranslation();
  const title = t("screens.companyApply.title");
  const session = useSession();
  const company = useQuery(companyQueryOptions(companyId));
  const listing = useQuery({
    ...listingQueryOptions(listingId ?? 0, { view: false }),
    enabled: Boolean(listingId) && !success,
  });
  const job = useQuery({
    ...companyJobQueryOptions(companyId, jobId ?? 0),
    enabled: Boolean(jobId) && !listingId && !success,
  });
  const questionnaire = useQuery({
    ...applicantQuestionnaireQueryOptions(companyId, listingId ?? 0),
    enabled: Boolean(listingId) && !success,
  });
  const invite = useQuery({
    ...candidateInviteQueryOptions(inviteToken ?? ""),
    enabled: Boolean(inviteToken) && !success,
  });
  const companyName = company.data?.name ?? "";
  const signedIn = Boolean(session.data?.authenticated);

  let body;
  if (success) {
    body = <ApplySuccess companyId={companyId} companyName={company.data?.name} signedIn={signedIn} />;
  } else if (
    (listingId && (listing.data?.kind === "gone" || listing.isError || questionnaire.isError)) ||
    (jobId && !listingId && job.isError)
  ) {
    body = <FormError message={t("userApplications.apply.errors.listingClosed")} kind="service" />;
  } else if (
    session.isPending ||
    company.isPending ||
    (listingId && (listing.isPending || questionnaire.isPending)) ||
    (jobId && !listingId && job.isPending) ||
    (inviteToken && invite.isPending)
  ) {
    body = <p role="status">{t("common.loading")}</p>;
  } else if (listing.data?.kind === "active" && listing.data.listing.my_application) {
    body = <AlreadyApplied application={listing.data.listing.my_application} title={listing.data.listing.title} />;
  } else if (listing.data?.kind === "active" && listing.data.listing.apply_url && !invite.data) {
    body = (
      <AppliesElsewhere
        companyName={companyName}
        title={listing.data.listing.title}
        applyUrl={listing.data.listing.apply_url}
      />
    );
  } else {
    const listingTitle = listing.data?.kind === "active" ? listing.data.listing.title : undefined;
    const heading = listingTitle
      ? t("userApplications.apply.toListing", { title: listingTitle, company: companyName })
      : job.data
        ? t("userApplications.apply.toJob", { title: job.data.title, company: companyName })
        : t("userApplications.apply.toCompany", { company: companyName });
    const [firstName = "", ...rest] = (invite.data?.name ?? "").split(" ");
    body = (
      <>
        {inviteToken && invite.isError && (
          <FormError message={t("userApplications.apply.errors.inviteInvalid")} kind="service" />
        )}
        <ApplyWizard
          companyId={companyId}
          companyName={companyName}
          listingId={listingId}
          jobId={listingId ? undefined : jobId}
          heading={heading}
          answerDays={company.data?.answer_days}
          retentionDays={company.data?.retention_days}
          questions={questionnaire.data?.questions ?? NO_QUESTIONS}
          status={session.data}
          inviteToken={invite.data ? inviteToken : undefined}
          invitePrefill={invite.data ? { firstName, lastName: rest.join(" "), email: invite.data.email } : undefined}
        />
      </>
    );
  }

  return (
    <TitledScreen title={title} className="space-y-6">
      {body}
    </TitledScreen>
  );
}

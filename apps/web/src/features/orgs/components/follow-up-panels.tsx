import {
  APPLICATION_DIGEST_TIME,
  APPLICATION_MAIL_MODES,
  type TApplicationMailMode,
  type TClosingApplication,
  type TLanguage,
  type TMemberRole,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowDownRight, ArrowRight, ArrowUpRight, Download } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/query-states";
import { applicantDisplayName } from "@/features/applications";
import { formatDay } from "@/lib/format";
import { useTranslation, type TFunction } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import {
  applicationMailsQueryOptions,
  CLOSING_APPLICATIONS_CSV,
  closingApplicationsQueryOptions,
  responseRecordQueryOptions,
  useSetApplicationMails,
} from "../api/follow-up";
import { formatDecimal, formatShare } from "@/lib/format";
import { percentOf, trendOf, type TTrend } from "../follow-up-format";

/** A part of the org home with its own h2; `id` is the section's (the mails link to org/{slug}#id). */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight } as const;

/** The move against the window before, in words (the arrow only repeats them): "up from 85 %". */
function Trend({ trend, previous, windowDays }: { trend: TTrend | null; previous: string; windowDays: number }) {
  const { t } = useTranslation();
  if (!trend) return <p className="text-sm text-muted">{t("orgFollowUp.record.noPrevious", { days: windowDays })}</p>;
  const Icon = TREND_ICONS[trend];
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {trend === "same"
        ? t("orgFollowUp.record.same", { days: windowDays })
        : t(`orgFollowUp.record.${trend}`, { previous })}
    </p>
  );
}

const days = (t: TFunction, value: number, lang: TLanguage) =>
  t("orgFollowUp.record.days", { count: value, days: formatDecimal(value, lang) });

/**
 * The org home's response record (issue 29): over the last 180 days, the share of applications
 * answered before the automatic close and the median days to a first answer, each with its move
 * against the 180 days before, and whether the company page shows it (from 5 applications).
 */
export function ResponseRecordSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const record = useQuery(responseRecordQueryOptions(slug));
  const body = () => {
    if (record.isError)
      return (
        <LoadFailed
          text={t("orgFollowUp.record.loadFailed")}
          retryLabel={t("activities.feed.retry")}
          onRetry={() => void record.refetch()}
        />
      );
    if (!record.data)
      return (
        <p role="status" className="text-muted">
          {t("common.loading")}
        </p>
      );
    const { current, previous, window_days: windowDays, min_applications: min } = record.data;
    return (
      <>
        <p className="max-w-prose text-sm text-muted">{t("orgFollowUp.record.intro", { days: windowDays })}</p>
        {current.answered_share === null ? (
          <p>{t("orgFollowUp.record.none", { days: windowDays })}</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <RecordFigure term={t("orgFollowUp.record.answered")}>
              <span className="text-2xl font-bold tabular-nums">{formatShare(current.answered_share)}</span>{" "}
              <span className="text-sm text-muted">
                {t("orgFollowUp.record.counted", { count: current.applications })}
              </span>
              <Trend
                trend={trendOf(
                  percentOf(current.answered_share),
                  previous.answered_share === null ? null : percentOf(previous.answered_share),
                )}
                previous={previous.answered_share === null ? "" : formatShare(previous.answered_share)}
                windowDays={windowDays}
              />
            </RecordFigure>
            <RecordFigure term={t("orgFollowUp.record.median")}>
              <span className="text-2xl font-bold tabular-nums">
                {current.median_days_to_answer === null
                  ? t("orgFollowUp.record.noAnswer")
                  : days(t, current.median_days_to_answer, lang)}
              </span>
              {/* No answer yet: nothing to compare. */}
              {current.median_days_to_answer !== null && (
                <Trend
                  trend={trendOf(current.median_days_to_answer, previous.median_days_to_answer)}
                  previous={
                    previous.median_days_to_answer === null ? "" : days(t, previous.median_days_to_answer, lang)
                  }
                  windowDays={windowDays}
                />
              )}
            </RecordFigure>
          </dl>
        )}
        <p className="text-sm">
          {record.data.public
            ? t("orgFollowUp.record.public")
            : t("orgFollowUp.record.notPublic", { min, days: windowDays })}
        </p>
      </>
    );
  };
  return (
    <HomeSection id="response-record" title={t("orgFollowUp.record.title")}>
      {body()}
    </HomeSection>
  );
}

function RecordFigure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1 rounded-lg border border-border p-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="space-y-1">{children}</dd>
    </div>
  );
}

/** Owners and admins manage the company (editCompany): the closing list and the answer time are theirs. */
function canEditCompany(role: TMemberRole): boolean {
  return role === "owner" || role === "admin";
}

/**
 * The org home's applications about to be closed (owners and admins only, issue 29): the pending
 * ones past the answer time, soonest first, each with its closing day and a link to the profile,
 * and the CSV export. Its id is `closing`: the reminder mails link to org/{slug}#closing.
 */
export function ClosingApplicationsSection({ slug, role }: { slug: string; role: TMemberRole }) {
  if (!canEditCompany(role)) return null;
  return <ClosingApplications slug={slug} />;
}

function ClosingApplications({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const closing = useQuery(closingApplicationsQueryOptions(slug));
  const body = () => {
    if (closing.isError)
      return (
        <LoadFailed
          text={t("orgFollowUp.closing.loadFailed")}
          retryLabel={t("activities.feed.retry")}
          onRetry={() => void closing.refetch()}
        />
      );
    if (!closing.data)
      return (
        <p role="status" className="text-muted">
          {t("common.loading")}
        </p>
      );
    if (closing.data.items.length === 0) return <p className="text-muted">{t("orgFollowUp.closing.empty")}</p>;
    return (
      <>
        <p className="max-w-prose text-sm text-muted">{t("orgFollowUp.closing.intro")}</p>
        <ul className="divide-y divide-border rounded-lg border border-border">
          {closing.data.items.map((application) => (
            <ClosingRow key={application.id} slug={slug} application={application} />
          ))}
        </ul>
        {/* A plain link: the server takes the last used organisation (the one of this screen). */}
        <a href={CLOSING_APPLICATIONS_CSV} download className="inline-flex items-center gap-2 text-accent underline">
          <Download aria-hidden="true" className="size-5" />
          {t("orgFollowUp.closing.export")}
        </a>
      </>
    );
  };
  return (
    <HomeSection id="closing" title={t("orgFollowUp.closing.title")}>
      {body()}
    </HomeSection>
  );
}

function ClosingRow({ slug, application }: { slug: string; application: TClosingApplication }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const target = application.listing
    ? application.listing.title
    : application.job
      ? t("candidates.list.toJob", { title: application.job.title })
      : t("candidates.list.toCompany");
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
      <Link
        to="/$lang/org/$companyslug/applications/$id"
        params={{ lang, companyslug: slug, id: String(application.id) }}
        className="font-medium text-accent underline wrap-anywhere"
      >
        {applicantDisplayName(t, application)}
      </Link>
      <span className="wrap-anywhere">{target}</span>
      <span className="text-sm text-muted">
        {t("orgFollowUp.closing.received", { date: formatDay(application.created_at, lang) })}
      </span>
      <span className="text-sm font-semibold">
        <time dateTime={application.closes_at}>
          {t("orgFollowUp.closing.closesOn", { date: formatDay(application.closes_at, lang) })}
        </time>
      </span>
    </li>
  );
}

type MailChoice = TApplicationMailMode | "default";
const MAIL_CHOICES: readonly MailChoice[] = ["default", ...APPLICATION_MAIL_MODES];

/**
 * The signed-in member's mails about new applications in this organisation (issue 29): each one,
 * a daily digest at 07:00, none, or the default (mode null: daily for owners and admins, none for
 * recruiters, each one for listings whose contact person they are). Its id is
 * `application-mails`: the mails link to org/{slug}#application-mails.
 */
export function ApplicationMailsSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const setting = useQuery(applicationMailsQueryOptions(slug));
  const body = () => {
    if (setting.isError)
      return (
        <LoadFailed
          text={t("orgFollowUp.mails.loadFailed")}
          retryLabel={t("activities.feed.retry")}
          onRetry={() => void setting.refetch()}
        />
      );
    if (!setting.data)
      return (
        <p role="status" className="text-muted">
          {t("common.loading")}
        </p>
      );
    return (
      <ApplicationMailsForm
        key={setting.data.mode ?? "default"}
        slug={slug}
        mode={setting.data.mode}
        defaultMode={setting.data.default_mode}
      />
    );
  };
  return (
    <HomeSection id="application-mails" title={t("orgFollowUp.mails.title")}>
      <p className="max-w-prose text-sm text-muted">{t("orgFollowUp.mails.intro")}</p>
      {body()}
    </HomeSection>
  );
}

function ApplicationMailsForm({
  slug,
  mode,
  defaultMode,
}: {
  slug: string;
  mode: TApplicationMailMode | null;
  defaultMode: TApplicationMailMode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetApplicationMails(slug);
  const saved: MailChoice = mode ?? "default";
  const [choice, setChoice] = useState<MailChoice>(saved);
  const [failed, setFailed] = useState(false);
  const hint = (option: MailChoice) =>
    option === "default"
      ? t("orgFollowUp.mails.hints.default", { mode: t(`orgFollowUp.mails.defaultModes.${defaultMode}`) })
      : t(`orgFollowUp.mails.hints.${option}`);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(false);
        save.mutate(
          { mode: choice === "default" ? null : choice },
          {
            onSuccess: () => toast.success(t("orgFollowUp.mails.saved")),
            onError: () => setFailed(true),
          },
        );
      }}
    >
      <fieldset className="space-y-3" disabled={save.isPending}>
        <legend className="mb-2 text-sm font-medium">{t("orgFollowUp.mails.legend")}</legend>
        {MAIL_CHOICES.map((option) => (
          <div key={option} className="flex items-start gap-2">
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={choice === option}
              aria-describedby={`${id}-${option}-hint`}
              onChange={() => setChoice(option)}
              className="mt-1 size-4 accent-accent"
            />
            {/* The name is the choice; the hint describes it (not part of the name, so names stay short). */}
            <div className="text-fg">
              <label htmlFor={`${id}-${option}`} className="block font-medium">
                {t(`orgFollowUp.mails.modes.${option}`, { time: APPLICATION_DIGEST_TIME })}
              </label>
              <span id={`${id}-${option}-hint`} className="block max-w-prose text-sm text-muted">
                {hint(option)}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending || choice === saved}>
        {save.isPending ? t("form.sending") : t("orgFollowUp.mails.save")}
      </Button>
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t("orgFollowUp.mails.failed")}
        </p>
      )}
    </form>
  );
}

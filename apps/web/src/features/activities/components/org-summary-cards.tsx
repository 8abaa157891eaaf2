import type { TOrgSummary } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Bell, Briefcase, CalendarClock, CalendarPlus, FileText, Users } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { orgSummaryQueryOptions } from "../api/activities-api";

function Card({
  value,
  label,
  Icon,
  children,
}: {
  value: number | undefined;
  label: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  children: (content: ReactNode) => ReactNode;
}) {
  const content = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span className="flex flex-col">
        {/* The number first in reading order too: "3 Active listings". */}
        <span className="text-2xl font-bold tabular-nums">{value ?? "–"}</span>
        <span className="text-sm text-muted">{label}</span>
      </span>
    </>
  );
  return <li>{children(content)}</li>;
}

const cardClasses =
  "flex h-full items-start gap-3 rounded-lg border border-border p-4 hover:border-input hover:bg-surface";

/**
 * The org home's counts (GET /capi/org/summary), each a link to the list it counts, filtered:
 * active listings → listings?status=active and so on. Expiring listings link to the active ones
 * (the lists have no runtime filter); unread notifications to the activity feed below. A list
 * filter of one value is given as a string, so the address reads `?status=active` (the lists parse
 * a comma-separated string or an array alike).
 */
export function OrgSummaryCards({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useQuery(orgSummaryQueryOptions(slug));
  const params = { lang, companyslug: slug };
  const count = (key: keyof TOrgSummary) => data?.[key];

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Card value={count("active_listings")} label={t("activities.summary.activeListings")} Icon={FileText}>
        {(content) => (
          <Link
            to="/$lang/org/$companyslug/listings"
            params={params}
            search={{ status: "active" }}
            className={cardClasses}
          >
            {content}
          </Link>
        )}
      </Card>
      <Card value={count("expiring_listings")} label={t("activities.summary.expiringListings")} Icon={CalendarClock}>
        {(content) => (
          <Link
            to="/$lang/org/$companyslug/listings"
            params={params}
            search={{ status: "active" }}
            className={cardClasses}
          >
            {content}
          </Link>
        )}
      </Card>
      <Card value={count("planned_listings")} label={t("activities.summary.plannedListings")} Icon={CalendarPlus}>
        {(content) => (
          <Link
            to="/$lang/org/$companyslug/listings"
            params={params}
            search={{ status: "planned" }}
            className={cardClasses}
          >
            {content}
          </Link>
        )}
      </Card>
      <Card value={count("new_applications")} label={t("activities.summary.newApplications")} Icon={Users}>
        {(content) => (
          <Link
            to="/$lang/org/$companyslug/applications"
            params={params}
            search={{ status: "active" }}
            className={cardClasses}
          >
            {content}
          </Link>
        )}
      </Card>
      <Card value={count("active_jobs")} label={t("activities.summary.activeJobs")} Icon={Briefcase}>
        {(content) => (
          <Link to="/$lang/org/$companyslug/jobs" params={params} search={{ status: "active" }} className={cardClasses}>
            {content}
          </Link>
        )}
      </Card>
      <Card value={count("unread_notifications")} label={t("activities.summary.unreadNotifications")} Icon={Bell}>
        {(content) => (
          <Link to="/$lang/org/$companyslug" params={params} hash="org-activity" className={cardClasses}>
            {content}
          </Link>
        )}
      </Card>
    </ul>
  );
}

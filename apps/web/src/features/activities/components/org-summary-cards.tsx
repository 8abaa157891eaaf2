import type { TOrgSummary } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, linkOptions, type LinkProps } from "@tanstack/react-router";
import { Bell, Briefcase, CalendarClock, CalendarPlus, FileText, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { orgSummaryQueryOptions } from "../api/activities-api";

const cardClasses =
  "flex h-full items-start gap-3 rounded-lg border border-border p-4 hover:border-input hover:bg-surface";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

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
  const listings = (status: "active" | "planned") =>
    linkOptions({ to: "/$lang/org/$companyslug/listings", params, search: { status } });
  const active = { status: "active" } as const;
  const cards: { key: keyof TOrgSummary; label: string; Icon: Icon; link: LinkProps }[] = [
    { key: "active_listings", label: t("activities.summary.activeListings"), Icon: FileText, link: listings("active") },
    {
      key: "expiring_listings",
      label: t("activities.summary.expiringListings"),
      Icon: CalendarClock,
      link: listings("active"),
    },
    {
      key: "planned_listings",
      label: t("activities.summary.plannedListings"),
      Icon: CalendarPlus,
      link: listings("planned"),
    },
    {
      key: "new_applications",
      label: t("activities.summary.newApplications"),
      Icon: Users,
      link: linkOptions({ to: "/$lang/org/$companyslug/applications", params, search: active }),
    },
    {
      key: "active_jobs",
      label: t("activities.summary.activeJobs"),
      Icon: Briefcase,
      link: linkOptions({ to: "/$lang/org/$companyslug/jobs", params, search: active }),
    },
    {
      key: "unread_notifications",
      label: t("activities.summary.unreadNotifications"),
      Icon: Bell,
      link: linkOptions({ to: "/$lang/org/$companyslug", params, hash: "org-activity" }),
    },
  ];

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ key, label, Icon, link }) => (
        <li key={key}>
          <Link {...link} className={cardClasses}>
            <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span className="flex flex-col">
              {/* The number first in reading order too: "3 Active listings". */}
              <span className="text-2xl font-bold tabular-nums">{data?.[key] ?? "–"}</span>
              <span className="text-sm text-muted">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link, useMatchRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { cn } from "@/components/ui/cn";

const SECTIONS = [
  { to: "/$lang/org/$companyslug", key: "overview", exact: true },
  { to: "/$lang/org/$companyslug/listings", key: "listings", exact: false },
  { to: "/$lang/org/$companyslug/jobs", key: "jobs", exact: false },
  { to: "/$lang/org/$companyslug/applications", key: "applications", exact: false },
  { to: "/$lang/org/$companyslug/questionnaires", key: "questionnaires", exact: false },
  { to: "/$lang/org/$companyslug/templates", key: "templates", exact: false },
  { to: "/$lang/org/$companyslug/company", key: "company", exact: false },
] as const;

const linkClasses = cn(
  "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:bg-surface hover:text-fg",
  "aria-[current]:bg-surface aria-[current]:text-fg aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8",
);

/**
 * The org area's header: its sections (overview, listings, jobs, candidates, questionnaires,
 * company) and, at the end, `actions` (the notification bell). The section shown is marked with
 * aria-current: "page" on the section's own page, "true" on a page within it (a job, an editor).
 */
export function OrgAreaNav({ slug, actions }: { slug: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const matchRoute = useMatchRoute();
  const params = { lang, companyslug: slug };

  return (
    <div className="mb-8 flex items-center gap-2 border-b border-border pb-2">
      <nav aria-label={t("activities.nav.label")} className="min-w-0 flex-1 overflow-x-auto">
        <ul className="flex items-center gap-1">
          {SECTIONS.map(({ to, key, exact }) => {
            const within = !exact && Boolean(matchRoute({ to, params, fuzzy: true }));
            return (
              <li key={key}>
                <Link
                  to={to}
                  params={params}
                  activeOptions={{ exact: true, includeSearch: false }}
                  // The router marks the exact page "page"; a page within the section is "true".
                  aria-current={within ? "true" : undefined}
                  className={linkClasses}
                >
                  {t(`activities.nav.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {actions}
    </div>
  );
}

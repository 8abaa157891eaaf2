import type { TOrganization } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Briefcase, Building2, ClipboardList, FileText, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimits } from "@/components/plans/plan-limits";
import { cn } from "@/components/ui/cn";
import { useDocumentTitle } from "@/lib/document-title";
import { ChangePlan } from "./change-plan";

const SECTIONS = [
  { to: "/$lang/org/$companyslug/listings", key: "listings", Icon: FileText },
  { to: "/$lang/org/$companyslug/jobs", key: "jobs", Icon: Briefcase },
  { to: "/$lang/org/$companyslug/applications", key: "applications", Icon: Users },
  { to: "/$lang/org/$companyslug/questionnaires", key: "questionnaires", Icon: ClipboardList },
  { to: "/$lang/org/$companyslug/company", key: "company", Icon: Building2 },
] as const;

function OverviewSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("space-y-4", className)}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** org/{slug}: the organisation's name, plan, size and the user's role, with its sections. */
export function OrgOverview({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${organization.name} – ${t("org.eyebrow")}`);
  const params = { lang, companyslug: organization.slug };
  const facts = [
    [t("org.plan"), t(`plans.${organization.plan}`)],
    [t("org.size"), t(`account.company.sizes.${organization.size_band}`)],
    [t("org.role"), t(`org.roles.${organization.role}`)],
  ] as const;

  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">{t("org.eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight">{organization.name}</h1>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <OverviewSection id="org-sections" title={t("org.sections")}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ to, key, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                params={params}
                className="flex h-full gap-3 rounded-lg border border-border p-4 hover:border-input hover:bg-surface"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold">{t(`org.links.${key}`)}</span>
                  <span className="block text-sm text-muted">{t(`org.links.${key}Text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </OverviewSection>

      <OverviewSection id="org-plan" title={t("org.planLimits")} className="rounded-lg border border-border p-5">
        <PlanLimits plan={organization.plan} />
        <ChangePlan organization={organization} />
      </OverviewSection>
    </div>
  );
}

import type { TOrganization } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Briefcase, Building2, ClipboardList, FileText, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimits } from "@/components/plans/plan-limits";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

const SECTIONS = [
  { to: "/$lang/org/$companyslug/listings", key: "listings", Icon: FileText },
  { to: "/$lang/org/$companyslug/jobs", key: "jobs", Icon: Briefcase },
  { to: "/$lang/org/$companyslug/applications", key: "applications", Icon: Users },
  { to: "/$lang/org/$companyslug/questionnaires", key: "questionnaires", Icon: ClipboardList },
  { to: "/$lang/org/$companyslug/company", key: "company", Icon: Building2 },
] as const;

/** org/{slug}: the organisation's name, plan, size and the user's role, with its sections. */
export function OrgOverview({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${organization.name} – ${t("org.eyebrow")}`);
  const params = { lang, companyslug: organization.slug };

  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">{t("org.eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight">{organization.name}</h1>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-muted">{t("org.plan")}</dt>
            <dd className="font-semibold">{t(`plans.${organization.plan}`)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("org.size")}</dt>
            <dd className="font-semibold">{t(`account.company.sizes.${organization.size_band}`)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("org.role")}</dt>
            <dd className="font-semibold">{t(`org.roles.${organization.role}`)}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="org-sections" className="space-y-4">
        <h2 id="org-sections" className="text-xl font-semibold">
          {t("org.sections")}
        </h2>
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
      </section>

      <section aria-labelledby="org-plan" className="space-y-4 rounded-lg border border-border p-5">
        <h2 id="org-plan" className="text-xl font-semibold">
          {t("org.planLimits")}
        </h2>
        <PlanLimits plan={organization.plan} />
        <Link
          to="/$lang/contact/purchase"
          params={{ lang }}
          search={{ plan: organization.plan }}
          className={buttonClasses("secondary", "sm")}
        >
          {t("org.changePlan")}
        </Link>
      </section>
    </div>
  );
}

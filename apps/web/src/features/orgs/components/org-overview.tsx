import type { TOrganization } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Briefcase, Building2, Code, FilePlus } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimits } from "@/components/plans/plan-limits";
import { useDocumentTitle } from "@/lib/document-title";
import { Section } from "@/components/ui/section";
import { ChangePlan } from "./change-plan";

const shortcutClasses = "flex h-full gap-3 rounded-lg border border-border p-4 hover:border-input hover:bg-surface";

function ShortcutContent({ Icon, title, text }: { Icon: typeof Briefcase; title: string; text: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
    </>
  );
}

/**
 * org/{slug}: the organisation's name (the page's h1), plan, size and the user's role; then
 * `children` (the home's counts and activity feed, composed by the route), shortcuts and the plan.
 */
export function OrgOverview({ organization, children }: { organization: TOrganization; children?: ReactNode }) {
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
    <div className="space-y-10">
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">{t("org.eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{organization.name}</h1>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      {children}

      <Section id="org-shortcuts" title={t("activities.shortcuts.title")} className="space-y-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link to="/$lang/listings/create" params={{ lang }} className={shortcutClasses}>
              <ShortcutContent
                Icon={FilePlus}
                title={t("activities.shortcuts.postListing")}
                text={t("activities.shortcuts.postListingText")}
              />
            </Link>
          </li>
          <li>
            <Link to="/$lang/org/$companyslug/jobs" params={params} className={shortcutClasses}>
              <ShortcutContent
                Icon={Briefcase}
                title={t("activities.shortcuts.newJob")}
                text={t("activities.shortcuts.newJobText")}
              />
            </Link>
          </li>
          <li>
            <Link to="/$lang/org/$companyslug/company" params={params} className={shortcutClasses}>
              <ShortcutContent
                Icon={Building2}
                title={t("activities.shortcuts.companyProfile")}
                text={t("activities.shortcuts.companyProfileText")}
              />
            </Link>
          </li>
          <li>
            <Link to="/$lang/org/$companyslug/widgets" params={params} className={shortcutClasses}>
              <ShortcutContent
                Icon={Code}
                title={t("activities.shortcuts.widgets")}
                text={t("activities.shortcuts.widgetsText")}
              />
            </Link>
          </li>
        </ul>
      </Section>

      <Section id="org-plan" title={t("org.planLimits")} className="space-y-4 rounded-lg border border-border p-5">
        <PlanLimits plan={organization.plan} />
        <ChangePlan organization={organization} />
      </Section>
    </div>
  );
}

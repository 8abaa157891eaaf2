import { ORG_COMPANY_TABS, type TMemberRole, type TOrgCompanyTab } from "@jobatlas/contract";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { ApplicationRetentionPanel } from "@/features/data-rights";
import { useDocumentTitle } from "@/lib/document-title";
import { useSession } from "@/lib/session";
import { companyQueryOptions } from "../api/org-company";
import { AddressesPanel } from "./addresses-panel";
import { AnswerTimePanel } from "./answer-time-panel";
import { JobFeedPanel } from "./job-feed-panel";
import { CompanyProfileForm } from "./company-profile-form";
import { CompanyProfileView } from "./company-profile-view";
import { LogoEditor } from "./logo-editor";
import { LeaveOrganization, MembersSection } from "./members-section";
import { TabPanel, Tabs } from "./tabs";
import { WidgetThemePanel } from "./widget-theme-panel";

const TAB_ID = "org-company";

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted">
      {t("common.loading")}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * org/{slug}/company: the organisation editor in three tabs — company (profile, logo, the answer
 * time and retention of applications and, for owners and admins, the team), addresses and
 * widgets. Owners and admins edit; recruiters see the profile and the addresses read-only. The tab lives in the URL (`?tab=addresses`).
 */
export function OrgCompanyEditor({
  slug,
  role: initialRole,
  tab,
  onTabChange,
}: {
  slug: string;
  /** The user's role as the route found it; the session's current one wins (it changes with a demotion). */
  role: TMemberRole;
  tab: TOrgCompanyTab;
  onTabChange: (tab: TOrgCompanyTab) => void;
}) {
  const { t } = useTranslation();
  const title = t("screens.orgCompany.title");
  useDocumentTitle(title);
  const { data: company } = useSuspenseQuery(companyQueryOptions(slug));
  const { data: session } = useSession();
  const role = session?.organizations.find((org) => org.slug === slug)?.role ?? initialRole;
  const canEdit = role === "owner" || role === "admin";

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-muted">{company.name}</p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </header>
      <div>
        <Tabs
          idBase={TAB_ID}
          label={t("orgCompany.tabs.label")}
          items={ORG_COMPANY_TABS.map((key) => ({ key, label: t(`orgCompany.tabs.${key}`) }))}
          selected={tab}
          onSelect={onTabChange}
        />
        <TabPanel idBase={TAB_ID} tabKey={tab}>
          {tab === "company" && (
            <div className="space-y-10">
              {canEdit ? (
                <>
                  <Section id="org-logo-title" title={t("orgCompany.logo.title")}>
                    <LogoEditor slug={slug} company={company} />
                  </Section>
                  <Section id="org-profile-title" title={t("orgCompany.company.title")}>
                    <CompanyProfileForm slug={slug} company={company} />
                  </Section>
                  <AnswerTimePanel slug={slug} canEdit={canEdit} />
                  <ApplicationRetentionPanel slug={slug} canEdit={canEdit} />
                  <JobFeedPanel slug={slug} />
                  <Suspense fallback={<Loading />}>
                    <MembersSection
                      slug={slug}
                      myRole={role}
                      myUserId={session?.user?.id ?? 0}
                      organizationName={company.name}
                    />
                  </Suspense>
                </>
              ) : (
                <>
                  <Section id="org-profile-title" title={t("orgCompany.company.title")}>
                    <CompanyProfileView company={company} />
                  </Section>
                  <AnswerTimePanel slug={slug} canEdit={canEdit} />
                  <ApplicationRetentionPanel slug={slug} canEdit={canEdit} />
                  <LeaveOrganization
                    slug={slug}
                    myRole={role}
                    myUserId={session?.user?.id ?? 0}
                    organizationName={company.name}
                  />
                </>
              )}
            </div>
          )}
          {tab === "addresses" && (
            <Suspense fallback={<Loading />}>
              <AddressesPanel slug={slug} canEdit={canEdit} />
            </Suspense>
          )}
          {tab === "widgets" && <WidgetThemePanel slug={slug} company={company} canEdit={canEdit} />}
        </TabPanel>
      </div>
    </div>
  );
}

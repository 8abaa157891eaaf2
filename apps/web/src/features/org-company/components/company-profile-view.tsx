import type { TOrgCompany } from "@jobatlas/contract";
import { industryLabel } from "@/lib/industries";
import { Building2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { TitledSubsection } from "@/components/ui/titled-section";
import { UserMarkdown, safeWebsiteHref } from "@/features/companies";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A website as a link that opens in a new tab (only http(s) ever gets here, and it is checked again). */
function Website({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const safe = safeWebsiteHref(url);
  if (!url || !safe) return <span className="text-muted">{t("orgCompany.view.none")}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="text-accent underline wrap-anywhere">
      {url}
    </a>
  );
}

/** The company profile as recruiters see it: everything, nothing to change (they may not edit it). */
export function CompanyProfileView({ company }: { company: TOrgCompany }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const none = <span className="text-muted">{t("orgCompany.view.none")}</span>;
  return (
    <div className="space-y-6">
      <p className="rounded-md border border-border bg-surface p-3 text-sm">{t("orgCompany.view.readOnly")}</p>
      <div className="flex items-center gap-4">
        {company.logo_url ? (
          <img
            src={company.logo_url}
            alt={t("orgCompany.logo.current", { name: company.name })}
            className="size-20 rounded-lg border border-border bg-white object-contain p-1"
          />
        ) : (
          <div className="flex size-20 items-center justify-center rounded-lg border border-dashed border-input text-muted">
            <Building2 aria-hidden="true" className="size-8" />
          </div>
        )}
        <p className="text-xl font-semibold">{company.name}</p>
      </div>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact term={t("orgCompany.company.legalForm")}>{company.legal_form ?? none}</Fact>
        <Fact term={t("orgCompany.company.sectors")}>
          {company.sectors.length > 0
            ? company.sectors.map((code) => industryLabel(code, lang) ?? code).join(", ")
            : none}
        </Fact>
        <Fact term={t("orgCompany.company.keywords")}>
          {company.keywords.length > 0 ? company.keywords.join(", ") : none}
        </Fact>
        <Fact term={t("orgCompany.company.mainWebsite")}>
          <Website url={company.main_website} />
        </Fact>
        <Fact term={t("orgCompany.company.jobsWebsite")}>
          <Website url={company.jobs_website} />
        </Fact>
      </dl>
      <TitledSubsection id="company-description" title={t("orgCompany.company.description")}>
        {company.description.trim() ? <UserMarkdown text={company.description} headingLevel={4} /> : none}
      </TitledSubsection>
    </div>
  );
}

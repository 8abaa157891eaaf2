import { INDUSTRY_DIVISIONS, INDUSTRY_LABELS_DE, INDUSTRY_LABELS_EN } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/document-title";
import { DebugBadge } from "./debug-badge";

const COLUMNS = ["code", "section", "de", "en"] as const;

/** debug/industries: every ISIC code with its de and en label (both, whatever the page's language). */
export function IndustriesTable() {
  const { t } = useTranslation();
  useDocumentTitle(t("debug.industries.title"));
  return (
    <section aria-labelledby="industries-title" className="space-y-4">
      <DebugBadge />
      <h1 id="industries-title" className="text-3xl font-bold tracking-tight">
        {t("debug.industries.title")}
      </h1>
      <p className="text-muted">{t("debug.industries.description", { count: INDUSTRY_DIVISIONS.length })}</p>
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-surface">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`debug.industries.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {INDUSTRY_DIVISIONS.map((industry) => (
              <tr key={industry.code} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-mono font-medium">
                  {industry.code}
                </th>
                <td className="px-3 py-2 font-mono">{industry.section}</td>
                <td className="px-3 py-2" lang="de">
                  {INDUSTRY_LABELS_DE[industry.code]}
                </td>
                <td className="px-3 py-2" lang="en">
                  {INDUSTRY_LABELS_EN[industry.code]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { COMPANY_LIMITS, type TIndustryCode, type TLanguage } from "@jobatlas/contract";
import { industryLabel, industryOptions, useIndustryFilter } from "@/lib/industries";
import { X } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "@/lib/i18n";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The company's sectors: ISIC divisions labelled in the page's language, as the search's
 * industry filter shows them. Chosen ones are removable chips; a filter narrows the checkbox
 * list (by the words people use too, in every language; ADR 074); at the maximum the others
 * cannot be checked.
 */
export function SectorsPicker({
  value,
  onChange,
  lang,
  error,
}: {
  value: readonly string[];
  onChange: (codes: TIndustryCode[]) => void;
  lang: TLanguage;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = new Set(value);
  const full = value.length >= COMPANY_LIMITS.sectorsMax;

  const sorted = useMemo(() => industryOptions(lang).sort((a, b) => a.label.localeCompare(b.label, lang)), [lang]);
  const { shown, inputProps } = useIndustryFilter(sorted, lang);

  const toggle = (code: TIndustryCode, on: boolean) =>
    onChange((on ? [...value, code] : value.filter((other) => other !== code)) as TIndustryCode[]);

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium text-fg">
        {t("orgCompany.company.sectors")}
        <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("orgCompany.company.sectorsHint", { chosen: value.length, max: COMPANY_LIMITS.sectorsMax })}
      </p>
      {value.length > 0 && (
        <ul aria-label={t("orgCompany.company.sectorsChosen")} className="flex flex-wrap gap-2">
          {value.map((code) => {
            const label = industryLabel(code, lang) ?? code;
            return (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => toggle(code as TIndustryCode, false)}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-input bg-surface px-3 py-1 text-left text-sm text-fg hover:bg-bg"
                  aria-label={t("orgCompany.company.sectorRemove", { sector: label })}
                >
                  <span className="min-w-0 break-words">{label}</span>
                  <X aria-hidden="true" className="size-4 shrink-0" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t("orgCompany.company.sectorsFilter")}
      </label>
      <Input id={`${id}-filter`} type="search" placeholder={t("orgCompany.company.sectorsFilter")} {...inputProps} />
      <div className="max-h-56 overflow-y-auto rounded-md border border-border p-2">
        {shown.length === 0 ? (
          <p className="p-1 text-sm text-muted">{t("orgCompany.company.sectorsNone")}</p>
        ) : (
          <ul className="space-y-1">
            {shown.map((industry) => (
              <li key={industry.code} className="flex items-start gap-2">
                <input
                  id={`${id}-${industry.code}`}
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-accent"
                  checked={chosen.has(industry.code)}
                  disabled={full && !chosen.has(industry.code)}
                  onChange={(event) => toggle(industry.code, event.target.checked)}
                />
                <label htmlFor={`${id}-${industry.code}`} className="text-sm text-fg">
                  {industry.label}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </fieldset>
  );
}

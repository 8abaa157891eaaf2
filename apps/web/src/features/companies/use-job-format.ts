import type { TEmploymentType, TRemoteType } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { formatAmount, formatDate } from "@/lib/format";

/** The wording of a listing's facts in the page language. */
export function useJobFormat() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return {
    lang,
    workload: (min: number, max: number) =>
      min === max
        ? t("company.listing.workloadSingle", { value: max })
        : t("company.listing.workloadRange", { min, max }),
    employment: (type: TEmploymentType) => t(`jobFields.employmentTypes.${type}`),
    remote: (type: TRemoteType) => t(`jobFields.remoteTypes.${type}`),
    date: (date: string) => formatDate(date, lang),
    /** undefined when no salary is given. */
    salary: (min: number | null, max: number | null) => {
      if (min !== null && max !== null)
        return min === max
          ? t("company.listing.salaryFrom", { min: formatAmount(min) })
          : t("company.listing.salaryRange", { min: formatAmount(min), max: formatAmount(max) });
      if (min !== null) return t("company.listing.salaryFrom", { min: formatAmount(min) });
      if (max !== null) return t("company.listing.salaryUpTo", { max: formatAmount(max) });
      return undefined;
    },
  };
}

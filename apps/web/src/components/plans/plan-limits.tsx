import { PLAN_LIMITS, type TOrganizationPlan } from "@jobatlas/contract";
import { Check, Minus } from "lucide-react";
import { useTranslation } from "@/lib/i18n";

/** The limits of a plan as label/value rows (docs/domain.md §4), for the plan cards and the org area. */
export function PlanLimits({ plan }: { plan: TOrganizationPlan }) {
  const { t } = useTranslation();
  const limits = PLAN_LIMITS[plan];
  const count = (value: number | null) => (value === null ? t("planLimits.unlimited") : String(value));
  const rows: { label: string; value: string; included: boolean }[] = [
    { label: t("planLimits.activeListings"), value: count(limits.activeListings), included: true },
    {
      label: t("planLimits.extensionsPerListing"),
      value: count(limits.extensionsPerListing),
      included: true,
    },
    { label: t("planLimits.questionnaires"), value: count(limits.questionnaires), included: true },
    {
      label: t("planLimits.invites"),
      value: limits.invites ? t("planLimits.included") : t("planLimits.notIncluded"),
      included: limits.invites,
    },
    {
      label: t("planLimits.widgets"),
      value: limits.forcedWidgetTheme
        ? t("planLimits.forcedTheme")
        : limits.widgets
          ? t("planLimits.included")
          : t("planLimits.notIncluded"),
      included: limits.widgets,
    },
  ];
  return (
    <ul className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <li key={row.label} className="flex items-start gap-2">
          {row.included ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          ) : (
            <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          )}
          <span>
            <span className="text-muted">{row.label}:</span> <span className="font-medium">{row.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

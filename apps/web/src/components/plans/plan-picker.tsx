import { ZPlan } from "@jobatlas/contract";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PlanLimits } from "@/components/plans/plan-limits";
import { FieldError } from "@/components/ui/field";

/**
 * Free / pro / enterprise as a radio group of cards: native radios (arrow keys move between
 * them) named by the plan, with the tagline and limits as their description. The label covers
 * the whole card, so a click anywhere on it chooses the plan.
 */
export function PlanPicker({
  selected,
  error,
  registration,
}: {
  selected: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? "plan-note plan-error" : "plan-note"} className="space-y-3">
      <legend className="text-lg font-semibold">{t("account.company.planLegend")}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {ZPlan.options.map((plan) => {
          const checked = selected === plan;
          return (
            <div
              key={plan}
              className={[
                "relative flex flex-col gap-3 rounded-lg border-2 p-4",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-accent bg-surface" : "border-border hover:border-input",
              ].join(" ")}
            >
              <div className="flex items-center gap-2">
                <input
                  id={`plan-${plan}`}
                  type="radio"
                  value={plan}
                  aria-describedby={`plan-${plan}-tagline plan-${plan}-limits`}
                  className="relative z-10 size-4 accent-accent focus-visible:outline-none"
                  {...registration}
                />
                <label
                  htmlFor={`plan-${plan}`}
                  className="cursor-pointer text-lg font-semibold after:absolute after:inset-0 after:content-['']"
                >
                  {t(`plans.${plan}`)}
                </label>
                {checked && (
                  <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-fg">
                    {t("account.company.selected")}
                  </span>
                )}
              </div>
              <p id={`plan-${plan}-tagline`} className="text-sm text-muted">
                {t(`planTaglines.${plan}`)}
              </p>
              <div id={`plan-${plan}-limits`}>
                <PlanLimits plan={plan} />
              </div>
            </div>
          );
        })}
      </div>
      <p id="plan-note" className="text-sm text-muted">
        {t("account.company.planNote")}
      </p>
      <FieldError id="plan-error" message={error} />
    </fieldset>
  );
}

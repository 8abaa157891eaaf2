import { ZPlan, type TOrganizationPlan } from "@jobatlas/contract";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { FieldError } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";
import { PlanLimits } from "./plan-limits";

const badgeClasses = "rounded-full px-2 py-0.5 text-xs font-medium";

/**
 * The plans as a radio group of cards: native radios (arrow keys move between them) named by the
 * plan, with the tagline and limits as their description. The label covers the whole card, so a
 * click anywhere on it chooses the plan. The account opening offers free, pro and enterprise (the
 * default `plans`); the organisation's plan change lists the other plans, each with a `note` on how
 * it is reached where that differs (a return to a plan only sales sets up, until when).
 */
export function PlanPicker({
  plans = ZPlan.options,
  current,
  notes = {},
  selected,
  error,
  registration,
}: {
  plans?: readonly TOrganizationPlan[];
  current?: TOrganizationPlan;
  /** Replaces the "set up by our sales team" sentence of a plan. */
  notes?: Partial<Record<TOrganizationPlan, string>>;
  selected: string | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? "plan-note plan-error" : "plan-note"} className="space-y-3">
      <legend className="text-lg font-semibold">{t("account.company.planLegend")}</legend>
      <div className={cn("grid gap-3", plans.length === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3")}>
        {plans.map((plan) => {
          const checked = selected === plan;
          const salesOnly = !ZPlan.safeParse(plan).success;
          return (
            <div
              key={plan}
              className={cn(
                "relative flex flex-col gap-3 rounded-lg border-2 p-4",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-accent bg-surface" : "border-border hover:border-input",
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={`plan-${plan}`}
                  type="radio"
                  value={plan}
                  aria-describedby={`${plan === current ? `plan-${plan}-current ` : ""}plan-${plan}-tagline plan-${plan}-limits`}
                  className="relative z-10 size-4 accent-accent focus-visible:outline-none"
                  {...registration}
                />
                <label
                  htmlFor={`plan-${plan}`}
                  className="cursor-pointer text-lg font-semibold after:absolute after:inset-0 after:content-['']"
                >
                  {t(`plans.${plan}`)}
                </label>
                <span className="ml-auto flex flex-wrap gap-1">
                  {plan === current && (
                    <span id={`plan-${plan}-current`} className={cn(badgeClasses, "border border-accent text-fg")}>
                      {t("planPicker.current")}
                    </span>
                  )}
                  {checked && (
                    <span className={cn(badgeClasses, "bg-accent text-accent-fg")}>
                      {t("account.company.selected")}
                    </span>
                  )}
                </span>
              </div>
              <p id={`plan-${plan}-tagline`} className="text-sm text-muted">
                {t(`planTaglines.${plan}`)}
                {notes[plan] ? ` ${notes[plan]}` : salesOnly && ` ${t("planPicker.salesOnly")}`}
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

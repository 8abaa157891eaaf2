import {
  PLAN_LIMIT_CODES,
  PLAN_LIMITS,
  planLifting,
  type TOrganizationPlan,
  type TPlanLimit,
} from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { ServiceError } from "@/lib/api-errors";

/** The plan limit an error names, if it is a plan-limit ServiceError. */
export function planLimitOf(error: unknown): TPlanLimit | undefined {
  if (!(error instanceof ServiceError)) return undefined;
  return (Object.keys(PLAN_LIMIT_CODES) as TPlanLimit[]).find((limit) => PLAN_LIMIT_CODES[limit] === error.code);
}

/**
 * What a refused plan limit means for the employer: the limit that was hit and the plan that
 * lifts it, with a link to the purchase page of that plan (docs/domain.md §4).
 */
export function PlanLimitNotice({
  limit,
  plan,
  detail,
}: {
  limit: TPlanLimit;
  plan: TOrganizationPlan;
  /** Says more than the limit's own sentence (e.g. why an extension is refused by the active listings). */
  detail?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const value = PLAN_LIMITS[plan][limit];
  const lifting = planLifting(limit, plan);
  return (
    <div role="alert" className="rounded-md border border-border bg-surface p-4 text-sm">
      <p className="font-semibold">
        {t(`planLimitReached.${limit}`, { limit: typeof value === "number" ? value : 0 })}
      </p>
      {detail && <p className="mt-1">{detail}</p>}
      {lifting && (
        <p className="mt-1">
          {t("planLimitReached.lifts", { plan: t(`plans.${lifting}`) })}{" "}
          <Link to="/$lang/contact/purchase" params={{ lang }} search={{ plan: lifting }} className="underline">
            {t("planLimitReached.seePlans")}
          </Link>
        </p>
      )}
    </div>
  );
}

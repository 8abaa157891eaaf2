import {
  INVALID_TRANSITION_CODE,
  PLAN_LIMIT_CODES,
  PLAN_LIMITS,
  type TOrganizationPlan,
  type TPlanLimit,
} from "@jobatlas/contract";
import { ServiceError } from "../../errors";
import type { MessageKey } from "../../i18n/messages";

const DETAIL: Record<TPlanLimit, MessageKey> = {
  activeListings: "planLimitActiveListings",
  extensionsPerListing: "planLimitExtensionsPerListing",
  questionnaires: "planLimitQuestionnaires",
  invites: "planLimitInvites",
  forcedWidgetTheme: "planLimitForcedWidgetTheme",
};

/**
 * The refusal of an action the organisation's plan does not allow (docs/domain.md §4): 400 ServiceError
 * whose code names the limit. The client names the plan that lifts it (`planLifting`). `detail`
 * words a refusal the limit's own text does not fit (an extension refused by the active listings).
 */
export function planLimitError(
  limit: TPlanLimit,
  plan: TOrganizationPlan,
  detail: MessageKey = DETAIL[limit],
): ServiceError {
  const value = PLAN_LIMITS[plan][limit];
  return new ServiceError(PLAN_LIMIT_CODES[limit], detail, { limit: typeof value === "number" ? value : 0 });
}

/** True when a count-type limit (active listings, extensions, questionnaires) allows one more than `used`. */
export function allowsAnother(
  limit: "activeListings" | "extensionsPerListing" | "questionnaires",
  plan: TOrganizationPlan,
  used: number,
) {
  const value = PLAN_LIMITS[plan][limit];
  return value === null || used < value;
}

/** The refusal of a status change docs/domain.md §4 does not allow. */
export function invalidTransitionError(entity: string, from: string, to: string): ServiceError {
  return new ServiceError(INVALID_TRANSITION_CODE, "invalidTransition", { entity, from, to });
}

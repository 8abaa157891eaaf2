import type { TOrganization, TPlanChange } from "@jobatlas/contract";
import type { OrgContext } from "./orgs.types";
import type { PlanChangeRow } from "./plans.repo";

/** An organisation as one of its members sees it: the shape of status, account opening and GET /capi/org. */
export function presentOrganization(membership: Pick<OrgContext, "organization" | "role">): TOrganization {
  const { organization, role } = membership;
  return {
    id: organization.id,
    slug: organization.slug,
    name: organization.name,
    plan: organization.plan,
    size_band: organization.sizeBand,
    role,
  };
}

/** A plan change as GET /capi/org/plan shows it; `returnMs` after it, its old plan can no longer be chosen again online. */
export function presentPlanChange(change: PlanChangeRow, returnMs: number): TPlanChange {
  return {
    from: change.fromPlan,
    to: change.toPlan,
    changed_at: change.createdAt.toISOString(),
    actor: change.actor
      ? { id: change.actor.id, first_name: change.actor.firstName, last_name: change.actor.lastName }
      : null,
    undo_until: new Date(change.createdAt.getTime() + returnMs).toISOString(),
  };
}

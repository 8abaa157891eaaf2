/**
 * The organisation's plan (ADR 053): owners change it online, in effect at once, after
 * a confirmation that shows what the change does (previewPlanChange); each change is recorded
 * (plan_changes), is an activity of the organisation and files a request for sales to invoice.
 * For PLAN_RETURN_DAYS after leaving a plan, the owner can choose it again — undo the change —
 * even recruiter, which is otherwise set up by sales only. A change ends or deactivates nothing:
 * the new limits apply from the next action (listings, questionnaires, invites, widgets).
 */
import {
  ORG_PLAN_ERROR_CODES,
  PLAN_LIMITS,
  PLAN_RETURN_DAYS,
  planChangeSubject,
  ZOrganizationPlan,
  ZPlan,
  type TChangePlanRequest,
  type TOrganizationPlan,
  type TOrgPlan,
  type TPlanChangePreview,
  type TPlanWay,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { NotFoundError, ServiceError } from "../../errors";
import { recordActivity } from "../activities/activities.service";
import { recordPurchaseRequest } from "../contact/contact.service";
import { listingsUnderPlans } from "../listings/listings.service";
import { activeQuestionnaireCount } from "../questionnaires/questionnaires.service";
import type { OrgContext } from "./orgs.types";
import { presentPlanChange } from "./orgs.presenter";
import { lockOrganization, updatePlan } from "./orgs.repo";
import { insertPlanChange, planChangesSince, type PlanChangeRow } from "./plans.repo";

const RETURN_MS = PLAN_RETURN_DAYS * 24 * 60 * 60 * 1000;

/** Plans only sales sets up (recruiter): chosen online only to return to them. */
function salesOnly(plan: TOrganizationPlan): boolean {
  return !(ZPlan.options as readonly string[]).includes(plan);
}

/** The changes within the return period, the newest first. */
function recentChanges(ctx: AppContext, organizationId: number) {
  return planChangesSince(ctx.db, organizationId, new Date(ctx.now().getTime() - RETURN_MS));
}

/** Until when the organisation can return to `plan` online: PLAN_RETURN_DAYS after it last left it. */
function returnUntil(changes: readonly PlanChangeRow[], plan: TOrganizationPlan): Date | undefined {
  const left = changes.find((change) => change.fromPlan === plan);
  return left && new Date(left.createdAt.getTime() + RETURN_MS);
}

/** How `plan` is reached: online, or through sales (a sales-only plan not left within the return period). */
function wayTo(changes: readonly PlanChangeRow[], plan: TOrganizationPlan): { way: TPlanWay; until?: Date } {
  if (!salesOnly(plan)) return { way: "online" };
  const until = returnUntil(changes, plan);
  return until ? { way: "online", until } : { way: "sales" };
}

/** GET /capi/org/plan: the plan, its latest change while it can be undone, and how each other plan is reached. */
export async function readPlan(ctx: AppContext, org: OrgContext): Promise<TOrgPlan> {
  const plan = org.organization.plan;
  const changes = await recentChanges(ctx, org.organization.id);
  const latest = changes[0];
  return {
    plan,
    last_change: latest && latest.toPlan === plan ? presentPlanChange(latest, RETURN_MS) : null,
    choices: ZOrganizationPlan.options
      .filter((other) => other !== plan)
      .map((other) => {
        const { way, until } = wayTo(changes, other);
        return { plan: other, way, return_until: until?.toISOString() ?? null };
      }),
  };
}

/**
 * GET /capi/org/plan/preview: what a change to `to` would do now — how it is made, whether sales
 * invoices it, until when the old plan could be chosen again, and which of the new limits the
 * organisation's listings and questionnaires exceed (nothing is ended; ADR 053).
 */
export async function previewPlanChange(
  ctx: AppContext,
  org: OrgContext,
  to: TOrganizationPlan,
): Promise<TPlanChangePreview> {
  const organizationId = org.organization.id;
  const from = org.organization.plan;
  const [changes, listings, questionnaires] = await Promise.all([
    recentChanges(ctx, organizationId),
    listingsUnderPlans(ctx, organizationId, from, to),
    activeQuestionnaireCount(ctx, organizationId),
  ]);
  const questionnaireLimit = PLAN_LIMITS[to].questionnaires;
  return {
    from,
    to,
    way: from === to ? "online" : wayTo(changes, to).way,
    invoiced: to !== "free",
    return_until: salesOnly(from) && from !== to ? new Date(ctx.now().getTime() + RETURN_MS).toISOString() : null,
    active_listings: {
      count: listings.running,
      limit: listings.limit,
      over: listings.over,
      last_ends_on: listings.lastEndsOn,
    },
    planned_listings: listings.planned,
    extensions: { limit: listings.extensionLimit, listings_without: listings.withoutExtension },
    questionnaires: {
      count: questionnaires,
      limit: questionnaireLimit,
      over: questionnaireLimit === null ? 0 : Math.max(0, questionnaires - questionnaireLimit),
    },
    loses_invites: PLAN_LIMITS[from].invites && !PLAN_LIMITS[to].invites,
    loses_forced_widget_theme: PLAN_LIMITS[from].forcedWidgetTheme && !PLAN_LIMITS[to].forcedWidgetTheme,
  };
}

/**
 * PUT /capi/org/plan: moves the organisation to another plan, in effect at once. Recruiter only as
 * a return within PLAN_RETURN_DAYS of leaving it (else ServiceError plan_sales_only). The plan is
 * read again under the organisation's row lock, so parallel changes record one change each against
 * the plan they really left; activations and extensions counted against the plan queue on the
 * same lock. Each change: a plan_changes row, its activity, and a request for sales.
 */
export async function changePlan(ctx: AppContext, org: OrgContext, input: TChangePlanRequest): Promise<OrgContext> {
  return inTransaction(ctx, async (tx) => {
    const organizationId = org.organization.id;
    const previousPlan = (await lockOrganization(tx.db, organizationId))?.plan;
    if (previousPlan === undefined) throw new NotFoundError("notFound");
    const organization = { ...org.organization, plan: input.plan };
    if (previousPlan === input.plan) return { ...org, organization };
    const returning = returnUntil(await recentChanges(tx, organizationId), input.plan) !== undefined;
    if (salesOnly(input.plan) && !returning) throw new ServiceError(ORG_PLAN_ERROR_CODES.salesOnly, "planSalesOnly");

    const now = tx.now();
    await updatePlan(tx.db, organizationId, input.plan, now);
    const change = await insertPlanChange(tx.db, {
      organizationId,
      fromPlan: previousPlan,
      toPlan: input.plan,
      actorUserId: org.user.id,
      createdAt: now,
    });
    await recordActivity(tx, {
      organizationId,
      sourceType: "plan",
      sourceId: change.id,
      verb: "changed",
      actorKind: "member",
      actorUserId: org.user.id,
      subject: planChangeSubject(previousPlan, input.plan),
    });
    await recordPurchaseRequest(tx, {
      reason: returning ? "return" : "change",
      plan: input.plan,
      previousPlan,
      owner: org.user,
      organization,
    });
    return { ...org, organization };
  });
}

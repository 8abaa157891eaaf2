import { z } from "zod";
import { ZCompanySize, ZMemberRole, ZOrganizationPlan, ZPlan, type TOrganizationPlan } from "./enums";

/** The header naming the organisation an org call acts on, by its slug (docs/domain.md §3). */
export const ORGANIZATION_HEADER = "X-Organization";

/** What an employer chooses when opening a company account (sign-up or signed in). */
export const ZCompanyFields = z.strictObject({
  company_name: z.string().trim().min(2).max(120),
  company_size: ZCompanySize,
  plan: ZPlan,
});

/** POST /capi/organizations: a signed-in user opens a company account without another email round-trip. */
export const ZOpenOrganizationRequest = ZCompanyFields;
export type TOpenOrganizationRequest = z.infer<typeof ZOpenOrganizationRequest>;

/** An organisation as one of its members sees it, with their role (status, account opening, GET /capi/org). */
export const ZOrganization = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  plan: ZOrganizationPlan,
  size_band: ZCompanySize,
  role: ZMemberRole,
});
export type TOrganization = z.infer<typeof ZOrganization>;

/**
 * For this many days after leaving a plan, the owner can choose it again online — undo the change
 * — even a plan only sales sets up (recruiter), ADR 053.
 */
export const PLAN_RETURN_DAYS = 14;

/** ServiceError codes of plan changes. */
export const ORG_PLAN_ERROR_CODES = {
  /** A plan only sales sets up (recruiter), not left within PLAN_RETURN_DAYS: request it on contact/purchase. */
  salesOnly: "plan_sales_only",
} as const;

/**
 * PUT /capi/org/plan (owners): free, pro and enterprise at any time; recruiter only to return to it
 * within PLAN_RETURN_DAYS of leaving it (else ServiceError plan_sales_only). In effect at once;
 * sales is told, and the change is an activity of the organisation.
 */
export const ZChangePlanRequest = z.strictObject({ plan: ZOrganizationPlan });
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

/** How a plan is reached: at once online (PUT /capi/org/plan), or through sales (contact/purchase). */
export const ZPlanWay = z.enum(["online", "sales"]);
export type TPlanWay = z.infer<typeof ZPlanWay>;

/** A change of the organisation's plan, with who made it (null: an account that is gone). */
export const ZPlanChange = z.object({
  from: ZOrganizationPlan,
  to: ZOrganizationPlan,
  changed_at: z.string(),
  actor: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  /** Until when `from` can be chosen again online (changed_at + PLAN_RETURN_DAYS). */
  undo_until: z.string(),
});
export type TPlanChange = z.infer<typeof ZPlanChange>;

/**
 * GET /capi/org/plan (every member): the plan; its latest change while it can still be undone
 * (else null); and how each other plan is reached — `return_until` when it is a plan only sales
 * sets up that the organisation left less than PLAN_RETURN_DAYS ago.
 */
export const ZOrgPlan = z.object({
  plan: ZOrganizationPlan,
  last_change: ZPlanChange.nullable(),
  choices: z.array(z.object({ plan: ZOrganizationPlan, way: ZPlanWay, return_until: z.string().nullable() })),
});
export type TOrgPlan = z.infer<typeof ZOrgPlan>;

/** GET /capi/org/plan/preview?plan= (owners): what changing to `plan` would do. */
export const ZPlanChangePreviewQuery = z.strictObject({ plan: ZOrganizationPlan });
export type TPlanChangePreviewQuery = z.infer<typeof ZPlanChangePreviewQuery>;

const count = z.number().int().nonnegative();
const limit = count.nullable();

/**
 * What a change from the current plan to `to` would do, from the organisation's data now (ADR 053).
 * Nothing is ended or deactivated by a change; the new limits apply from the next action:
 * - active listings over the new limit run until their end (`last_ends_on`, the latest); until
 *   fewer than `limit` are active, no listing goes live (new, published now, or a planned one at its
 *   date: it waits, ADR 018) and none is extended;
 * - `extensions.listings_without`: active listings the old plan would still extend and the new one
 *   does not (their extensions are used up);
 * - questionnaires over the limit stay active; no new or reactivated one until fewer are;
 * - `loses_invites`: no new candidate invitations (sent ones stay valid);
 * - `loses_forced_widget_theme`: the widgets follow each visitor's light or dark setting again
 *   (the chosen theme is kept for a return).
 */
export const ZPlanChangePreview = z.object({
  from: ZOrganizationPlan,
  to: ZOrganizationPlan,
  way: ZPlanWay,
  /** Sales invoices the new plan (every plan but free); there is no online payment. */
  invoiced: z.boolean(),
  /** The last moment the owner could come back to `from` online when only sales sets it up; null when it can be chosen any time. */
  return_until: z.string().nullable(),
  active_listings: z.object({ count, limit, over: count, last_ends_on: z.string().nullable() }),
  /** Planned listings: while more listings are active than `active_listings.limit`, they wait past their publish date. */
  planned_listings: count,
  extensions: z.object({ limit, listings_without: count }),
  questionnaires: z.object({ count, limit, over: count }),
  loses_invites: z.boolean(),
  loses_forced_widget_theme: z.boolean(),
});
export type TPlanChangePreview = z.infer<typeof ZPlanChangePreview>;

/** The subject of a plan change's activity: both plans, e.g. `recruiter → free` (the web words it). */
export function planChangeSubject(from: TOrganizationPlan, to: TOrganizationPlan): string {
  return `${from} → ${to}`;
}

/** The plans of a plan change's activity subject; undefined for any other text. */
export function readPlanChangeSubject(subject: string): { from: TOrganizationPlan; to: TOrganizationPlan } | undefined {
  const [from, to, ...rest] = subject.split(" → ");
  const plans = ZOrganizationPlan.options as readonly string[];
  if (rest.length > 0 || !from || !to || !plans.includes(from) || !plans.includes(to)) return undefined;
  return { from: from as TOrganizationPlan, to: to as TOrganizationPlan };
}

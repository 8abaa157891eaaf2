import { z } from "zod";
import { ZCompanySize, ZMemberRole, ZOrganizationPlan, ZPlan } from "./enums";

/** The header naming the organisation an org call acts on, by its slug (DESIGN §3). */
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

/** PUT /capi/org/plan (owners): free, pro or enterprise; recruiter is sold through contact/purchase. */
export const ZChangePlanRequest = z.strictObject({ plan: ZPlan });
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;

import { PLAN_RETURN_DAYS, type TContactRequest, type TLanguage, type TOrganizationPlan } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { t } from "../../i18n/messages";
import { queueMail } from "../mail/mail.service";
import type { MailTemplates } from "../mail/mail.templates";
import { insertContactMessage, organizationExists } from "./contact.repo";

/** Sales reads German and English; requests reach them in the product's default language. */
const SALES_LANGUAGE: TLanguage = "de";

type SalesRequest = Omit<MailTemplates["sales_request"], "plan" | "registeredCompanyId" | "organizationSlug"> & {
  plan?: TOrganizationPlan;
  registeredCompanyId?: number | null;
  organization?: { id: number; slug: string };
  userId?: number | null;
};

/** Files a request for sales: stored, and mailed to the sales inbox in the caller's transaction. */
async function fileSalesRequest(ctx: AppContext, request: SalesRequest): Promise<number> {
  const id = await insertContactMessage(ctx.db, {
    kind: request.kind,
    name: request.name,
    email: request.email,
    company: request.company || null,
    message: request.message,
    plan: request.plan ?? null,
    registeredCompanyId: request.registeredCompanyId ?? null,
    organizationId: request.organization?.id ?? null,
    userId: request.userId ?? null,
  });
  await queueMail(ctx, {
    to: ctx.config.salesEmail,
    language: SALES_LANGUAGE,
    template: "sales_request",
    params: {
      kind: request.kind,
      name: request.name,
      email: request.email,
      company: request.company || undefined,
      plan: request.plan,
      message: request.message,
      registeredCompanyId: request.registeredCompanyId,
      organizationSlug: request.organization?.slug,
    },
  });
  return id;
}

/** The contact form and purchase requests (contact, contact/purchase). */
export async function submitContactRequest(ctx: AppContext, input: TContactRequest, userId: number | undefined) {
  // A filled honeypot is a bot: answer as if it worked, keep nothing.
  if (input.website) return { id: 0 };
  return inTransaction(ctx, async (tx) => {
    const registeredCompanyId =
      input.registered_company_id && (await organizationExists(tx.db, input.registered_company_id))
        ? input.registered_company_id
        : null;
    const id = await fileSalesRequest(tx, {
      kind: input.plan ? "purchase" : "contact",
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
      plan: input.plan,
      registeredCompanyId,
      userId,
    });
    return { id };
  });
}

/**
 * A plan chosen on the account-opening page or changed later: in effect at once, filed for sales
 * to invoice (there is no online payment). Runs in the caller's transaction.
 */
export async function recordPurchaseRequest(
  ctx: AppContext,
  request: {
    /** "return": back to a plan left within PLAN_RETURN_DAYS (an undone change, ADR 053). */
    reason: "opening" | "change" | "return";
    plan: TOrganizationPlan;
    previousPlan?: TOrganizationPlan;
    owner: { id: number; email: string; firstName: string; lastName: string };
    organization: { id: number; slug: string; name: string };
  },
) {
  const message =
    request.reason === "opening"
      ? t(SALES_LANGUAGE, "planChosenAtOpening", { plan: request.plan })
      : t(SALES_LANGUAGE, request.reason === "return" ? "planReturned" : "planChanged", {
          from: request.previousPlan ?? "?",
          plan: request.plan,
          days: PLAN_RETURN_DAYS,
        });
  await fileSalesRequest(ctx, {
    kind: "purchase",
    name: `${request.owner.firstName} ${request.owner.lastName}`.trim(),
    email: request.owner.email,
    company: request.organization.name,
    message,
    plan: request.plan,
    organization: request.organization,
    userId: request.owner.id,
  });
}

import type { TContactRequest, TLanguage, TPurchasePlan } from "@jobatlas/contract";
import type { AppContext, Tx } from "../../context";
import { queueMail } from "../mail/mail.service";
import { insertContactMessage, organizationExists } from "./contact.repo";

/** Sales reads German and English; requests reach them in the product's default language. */
const SALES_LANGUAGE: TLanguage = "de";

/** Stores a contact or purchase request and mails the sales inbox, in one transaction. */
export async function submitContactRequest(ctx: AppContext, input: TContactRequest, userId: number | undefined) {
  // A filled honeypot is a bot: answer as if it worked, keep nothing.
  if (input.website) return { id: 0 };
  return ctx.db.transaction(async (tx) => {
    const registeredCompanyId =
      input.registered_company_id && (await organizationExists(tx, input.registered_company_id))
        ? input.registered_company_id
        : null;
    const kind = input.plan ? "purchase" : "contact";
    const id = await insertContactMessage(tx, {
      kind,
      name: input.name,
      email: input.email,
      company: input.company || null,
      message: input.message,
      plan: input.plan ?? null,
      registeredCompanyId,
      userId: userId ?? null,
    });
    await queueMail(tx, {
      at: ctx.now(),
      to: ctx.config.salesEmail,
      language: SALES_LANGUAGE,
      template: "sales_request",
      params: {
        kind,
        name: input.name,
        email: input.email,
        company: input.company,
        plan: input.plan,
        message: input.message,
        registeredCompanyId,
      },
    });
    return { id };
  });
}

/** A paid plan chosen on the account-opening page: filed for sales to invoice (no online payment). */
export async function recordPurchaseRequest(
  ctx: AppContext,
  tx: Tx,
  request: {
    plan: TPurchasePlan;
    name: string;
    email: string;
    company: string;
    organization: { id: number; slug: string };
    userId: number;
    language: TLanguage;
  },
) {
  const message =
    request.language === "de"
      ? `Abo ${request.plan} bei der Kontoeröffnung gewählt; es gilt ab sofort. Bitte Rechnung stellen.`
      : `Plan ${request.plan} chosen when opening the account; it is in effect now. Please invoice.`;
  await insertContactMessage(tx, {
    kind: "purchase",
    name: request.name,
    email: request.email,
    company: request.company,
    message,
    plan: request.plan,
    organizationId: request.organization.id,
    userId: request.userId,
  });
  await queueMail(tx, {
    at: ctx.now(),
    to: ctx.config.salesEmail,
    language: SALES_LANGUAGE,
    template: "sales_request",
    params: {
      kind: "purchase",
      name: request.name,
      email: request.email,
      company: request.company,
      plan: request.plan,
      message,
      organizationSlug: request.organization.slug,
    },
  });
}

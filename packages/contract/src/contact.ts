import { z } from "zod";
import { ZPurchasePlan } from "./enums";
import { ZEmail } from "./fields";
import { ZId } from "./ids-pages";

/** Contact form and purchase requests (contact, contact/purchase). `website` is a honeypot left empty by people. */
export const ZContactRequest = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: ZEmail,
  company: z.string().trim().max(120).optional(),
  message: z.string().trim().min(1).max(5000),
  registered_company_id: ZId.nullable().optional(),
  plan: ZPurchasePlan.optional(),
  website: z.string().max(200).optional(),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactResponse = z.object({ id: z.number() });
export type TContactResponse = z.infer<typeof ZContactResponse>;

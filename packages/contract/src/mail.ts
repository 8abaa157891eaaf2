import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "./enums";
import { pageQuery } from "./ids-pages";

/** A mail as the development mailbox shows it (GET /capi/debug/mail). */
export const ZDebugMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  created_at: z.iso.datetime(),
});
export type TDebugMail = z.infer<typeof ZDebugMail>;

/** GET /capi/debug/mail: the outbox newest first, optionally only the mails to one address. */
export const ZDebugMailQuery = z.strictObject({
  to: z.string().trim().max(254).optional(),
  ...pageQuery({ defaultSize: PAGE_SIZE, maxSize: MAX_PAGE_SIZE }),
});
export type TDebugMailQuery = z.infer<typeof ZDebugMailQuery>;

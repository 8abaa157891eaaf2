/**
 * Contract of an organisation's message templates (issue 30 point 2, ADR 090): named texts for a
 * rejection, a contact request or an invitation, one per language, with the placeholders of
 * core/message-placeholders.ts, filled per recipient by the same function on the web (preview)
 * and on the server (what is sent).
 *
 *   GET    /capi/org/message-templates[?kind=]        every member (they use them)
 *   POST   /capi/org/message-templates                owners and admins (manageMessageTemplates)
 *   PUT    /capi/org/message-templates/{template_id}  owners and admins; `revision` must be the current one
 *   DELETE /capi/org/message-templates/{template_id}  owners and admins
 */
import { z } from "zod";
import { LANGUAGES, STALE_CODE } from "./core/constants";
import { APPLICATION_LIMITS } from "./applications/application";
import { ZLanguage } from "./enums";
import { ZRevision } from "./revisions";

/** What a template is for: the rejection, the contact request, the invitation to apply. */
export const MESSAGE_TEMPLATE_KINDS = ["reject", "contact_request", "invite"] as const;
export const ZMessageTemplateKind = z.enum(MESSAGE_TEMPLATE_KINDS);
export type TMessageTemplateKind = z.infer<typeof ZMessageTemplateKind>;

export const MESSAGE_TEMPLATE_LIMITS = { nameMax: 80, textMax: APPLICATION_LIMITS.messageMax } as const;

/** ServiceError codes of templates. */
export const MESSAGE_TEMPLATE_ERROR_CODES = {
  /** Somebody saved the template since it was read (its revision moved on): the one 409 (ADR 088). */
  stale: STALE_CODE,
} as const;

/** One language's text: empty means "not written" (the recipient gets the fallback language). */
const ZTemplateText = z.string().trim().max(MESSAGE_TEMPLATE_LIMITS.textMax);

/** The texts per language; at least one must be written (refused at `texts` otherwise). */
export const ZMessageTemplateTexts = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, ZTemplateText.optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<typeof ZTemplateText>
  >,
);
export type TMessageTemplateTexts = z.infer<typeof ZMessageTemplateTexts>;

/** POST /capi/org/message-templates. Unknown placeholders and a template without text are field errors. */
export const ZMessageTemplateCreateRequest = z.strictObject({
  kind: ZMessageTemplateKind,
  name: z.string().trim().min(1).max(MESSAGE_TEMPLATE_LIMITS.nameMax),
  texts: ZMessageTemplateTexts,
});
export type TMessageTemplateCreateRequest = z.input<typeof ZMessageTemplateCreateRequest>;

/** PUT /capi/org/message-templates/{template_id}: the whole template and the revision it was read at. */
export const ZMessageTemplateUpdateRequest = ZMessageTemplateCreateRequest.extend({
  revision: ZRevision,
});
export type TMessageTemplateUpdateRequest = z.input<typeof ZMessageTemplateUpdateRequest>;

/** A template as members see it: only the languages written are in `texts`. */
export const ZMessageTemplate = z.object({
  id: z.number(),
  kind: ZMessageTemplateKind,
  name: z.string(),
  texts: z.partialRecord(ZLanguage, z.string()),
  revision: z.number(),
  updated_at: z.string(),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;

/** GET /capi/org/message-templates: by kind, then name. */
export const ZMessageTemplatesResponse = z.object({ items: z.array(ZMessageTemplate), count: z.number() });
export type TMessageTemplatesResponse = z.infer<typeof ZMessageTemplatesResponse>;

export const ZMessageTemplatesQuery = z.strictObject({ kind: ZMessageTemplateKind.optional() });
export type TMessageTemplatesQuery = z.infer<typeof ZMessageTemplatesQuery>;

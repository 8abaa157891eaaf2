/**
 * An organisation's message templates (issue 30 point 2, ADR 090): named texts for a rejection, a
 * contact request or an invitation, a text per language, with the placeholders of the contract's
 * core/message-placeholders.ts. Owners and admins manage them, every member uses them (the
 * role table: templates speak for the organisation, like the company profile). A save names the
 * revision it was read at: an older one is refused (`stale`), so two admins never overwrite each
 * other's text unknowingly.
 */
import {
  LANGUAGES,
  unknownPlaceholders,
  type TMessageTemplate,
  type TMessageTemplateCreateRequest,
  type TMessageTemplateKind,
  type TMessageTemplatesResponse,
  type TMessageTemplateUpdateRequest,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, StaleRevisionError, type FieldProblem } from "../../errors";
import { isUniqueViolation } from "../../lib/db-errors";
import type { OrgContext } from "../orgs/orgs.types";
import { presentMessageTemplate } from "./message-templates.presenter";
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  templatesOf,
  updateTemplateAtRevision,
  type MessageTemplateRow,
} from "./message-templates.repo";
import "./message-templates.messages";

type Texts = MessageTemplateRow["texts"];

/**
 * The texts as stored: the languages written, trimmed. Refused at `texts.<language>` for an
 * unknown placeholder, at `texts` when no language is written.
 */
function checkedTexts(input: TMessageTemplateCreateRequest["texts"]): Texts {
  const texts: Texts = {};
  const problems: FieldProblem[] = [];
  for (const language of LANGUAGES) {
    const text = (input[language] ?? "").trim();
    if (text === "") continue;
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0) {
      problems.push({
        path: ["texts", language],
        key: "messageTemplateUnknownPlaceholder",
        params: { names: unknown.map((name) => `{{${name}}}`).join(", ") },
      });
    }
    texts[language] = text;
  }
  if (problems.length > 0) throw new FieldError("body", problems);
  if (Object.keys(texts).length === 0) throw FieldError.at("body", ["texts"], "messageTemplateTextRequired");
  return texts;
}

/** A second template of the same kind and name: a field error at `name`. */
async function unlessNameTaken<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw FieldError.at("body", ["name"], "messageTemplateNameTaken");
    throw error;
  }
}

/** GET /capi/org/message-templates: every member reads them (to use them). */
export async function listMessageTemplates(
  ctx: AppContext,
  org: OrgContext,
  kind?: TMessageTemplateKind,
): Promise<TMessageTemplatesResponse> {
  const rows = await templatesOf(ctx.db, org.organization.id, kind);
  return { items: rows.map(presentMessageTemplate), count: rows.length };
}

/** POST /capi/org/message-templates. */
export async function createMessageTemplate(
  ctx: AppContext,
  org: OrgContext,
  input: TMessageTemplateCreateRequest,
): Promise<TMessageTemplate> {
  const texts = checkedTexts(input.texts);
  const now = ctx.now();
  const row = await unlessNameTaken(() =>
    insertTemplate(ctx.db, {
      organizationId: org.organization.id,
      kind: input.kind,
      name: input.name.trim(),
      texts,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return presentMessageTemplate(row);
}

/** PUT /capi/org/message-templates/{id}: 404 for another organisation's; `stale` when saved since `revision`. */
export async function updateMessageTemplate(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TMessageTemplateUpdateRequest,
): Promise<TMessageTemplate> {
  const texts = checkedTexts(input.texts);
  foundOr404(await findTemplate(ctx.db, org.organization.id, id));
  const saved = await unlessNameTaken(() =>
    updateTemplateAtRevision(ctx.db, org.organization.id, id, input.revision, {
      kind: input.kind,
      name: input.name.trim(),
      texts,
      updatedAt: ctx.now(),
    }),
  );
  if (!saved) {
    // Deleted meanwhile: 404; otherwise somebody saved a newer revision.
    foundOr404(await findTemplate(ctx.db, org.organization.id, id));
    throw new StaleRevisionError();
  }
  return presentMessageTemplate(saved);
}

/** DELETE /capi/org/message-templates/{id}: 404 for another organisation's or one deleted already. */
export async function deleteMessageTemplate(ctx: AppContext, org: OrgContext, id: number): Promise<void> {
  if (!(await deleteTemplate(ctx.db, org.organization.id, id))) throw new NotFoundError("notFound");
}

/**
 * The organisation's rejection template `id`, for the bulk rejection: 404 for another
 * organisation's, a field error at `template_id` for a template of another kind.
 */
export async function rejectionTemplateOf(
  ctx: AppContext,
  organizationId: number,
  id: number,
): Promise<MessageTemplateRow> {
  const template = foundOr404(await findTemplate(ctx.db, organizationId, id));
  if (template.kind !== "reject") throw FieldError.at("body", ["template_id"], "messageTemplateNotRejection");
  return template;
}

import { LANGUAGES, type TMessageTemplate } from "@jobatlas/contract";
import type { MessageTemplateRow } from "./message-templates.repo";

/** A template as members see it: only the languages written. */
export function presentMessageTemplate(row: MessageTemplateRow): TMessageTemplate {
  const texts: TMessageTemplate["texts"] = {};
  for (const language of LANGUAGES) {
    const text = row.texts[language];
    if (text && text.trim() !== "") texts[language] = text;
  }
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    texts,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
  };
}

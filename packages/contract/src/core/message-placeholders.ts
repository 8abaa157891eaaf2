/**
 * The placeholders of message templates (issue 30 point 2, ADR 090): the one function that fills
 * them, used by the web's preview and by the server when it sends, so the preview is exactly what
 * is mailed. Zod-free, so any screen may import it.
 *
 * - `{{first_name}}`: the applicant's (or invitee's) first name.
 * - `{{listing_title}}`: the listing applied or invited to; for an unsolicited application the
 *   job's title, else the company's name (the sentence still reads: "… for Muster AG").
 * - `{{company}}`: the organisation's name.
 *
 * Spaces inside the braces are allowed (`{{ company }}`). Anything else in double braces is an
 * unknown placeholder: a template holding one is refused when saved.
 */
import { FALLBACK_LANGUAGE, LANGUAGES } from "./constants";

type Language = (typeof LANGUAGES)[number];

/** The placeholders a template may use, in the order the editor lists them. */
export const MESSAGE_PLACEHOLDERS = ["first_name", "listing_title", "company"] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** A value per placeholder. */
export type PlaceholderValues = Record<MessagePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isKnown(name: string): name is MessagePlaceholder {
  return (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The unknown placeholders of a text, each once, in the order they appear (empty when all are known). */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!isKnown(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The text with each known placeholder replaced by its value; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

/** What a recipient's placeholders are filled from; titles are null when the application has none. */
export interface PlaceholderSource {
  firstName: string;
  companyName: string;
  listingTitle: string | null;
  jobTitle?: string | null;
}

/** The values of a recipient: an unsolicited application's `listing_title` is the job's title, else the company. */
export function placeholderValues(source: PlaceholderSource): PlaceholderValues {
  return {
    first_name: source.firstName.trim(),
    listing_title: source.listingTitle || source.jobTitle || source.companyName,
    company: source.companyName,
  };
}

/** A template's texts: one per language, at least one of them written. */
export type TemplateTexts = Partial<Record<Language, string>>;

/**
 * The language whose text a recipient in `language` gets: their own when written, else English,
 * else the first written in the order de, fr, it (undefined only for a template without text).
 */
export function templateLanguageFor(texts: TemplateTexts, language: Language): Language | undefined {
  const written = (l: Language) => (texts[l] ?? "").trim() !== "";
  if (written(language)) return language;
  if (written(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return LANGUAGES.find(written);
}

/** The message a recipient in `language` gets from a template: its text in that language (or the fallback), filled. */
export function renderTemplate(texts: TemplateTexts, language: Language, source: PlaceholderSource): string {
  const chosen = templateLanguageFor(texts, language);
  return chosen ? fillPlaceholders(texts[chosen] ?? "", placeholderValues(source)).trim() : "";
}

import type { TLanguage } from "@jobatlas/contract";

/**
 * The language of the forms' validation messages. applyLanguage (lib/i18n.ts) calls
 * configureZodLanguage on every language switch; the messages themselves (zod's locales and the
 * contract's wording, lib/zod-messages.ts) load with the first module that shows zod's messages —
 * the forms — and take the current language then and every switch after (ADR 048).
 */
let currentLanguage: TLanguage | undefined;
let applyMessages: ((language: TLanguage) => void) | undefined;

export function configureZodLanguage(language: TLanguage): void {
  currentLanguage = language;
  applyMessages?.(language);
}

/** Called once by lib/zod-messages.ts when it loads: words zod's issues in `language` from now on. */
export function registerZodMessages(apply: (language: TLanguage) => void): void {
  applyMessages = apply;
  if (currentLanguage) apply(currentLanguage);
}

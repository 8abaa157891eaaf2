import { ROOT_ERROR_KEY, type TLanguage, type TValidationErrorEntry } from "@jobatlas/contract";
import { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";

const locales = { de: z.locales.de(), en: z.locales.en() };

/**
 * zod's locale is global, so issues are re-worded per request here (DESIGN §1). Issues of our own
 * refinements (code "custom") keep the message the schema gave them.
 */
export function localizeIssues(issues: readonly $ZodIssue[], location: string, language: TLanguage): TValidationErrorEntry[] {
  const localeError = locales[language].localeError;
  return issues.flatMap((issue) => {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      // One entry per unknown key, so the client can point at it.
      const msg = language === "de" ? "Unbekanntes Feld." : "Unknown field.";
      return issue.keys.map((key) => ({ loc: [location, ...path, key], msg }));
    }
    const loc: (string | number)[] = [location, ...path];
    if (issue.path.length === 0) loc.push(ROOT_ERROR_KEY);
    let msg = issue.message;
    if (issue.code !== "custom") {
      const worded = localeError?.(issue as never);
      msg = typeof worded === "string" ? worded : (worded?.message ?? issue.message);
    }
    return [{ loc, msg }];
  });
}

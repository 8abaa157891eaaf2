import { ROOT_ERROR_KEY, validationMessage, type TLanguage, type TValidationErrorEntry } from "@jobatlas/contract";
import type { $ZodIssue } from "zod/v4/core";
import { t } from "./messages";

/**
 * zod's locale is global, so issues are worded per request here (docs/domain.md §1), with the contract's
 * messages. Issues of our own refinements (code "custom") keep the message the schema gave them.
 */
export function localizeIssues(
  issues: readonly $ZodIssue[],
  location: string,
  language: TLanguage,
): TValidationErrorEntry[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      // One entry per unknown key, so the client can point at it.
      const msg = t(language, "unknownField");
      return issue.keys.map((key) => ({ loc: [location, ...path, key], msg }));
    }
    const loc: (string | number)[] = [location, ...path];
    if (path.length === 0) loc.push(ROOT_ERROR_KEY);
    return [{ loc, msg: validationMessage(issue, language) ?? issue.message }];
  });
}

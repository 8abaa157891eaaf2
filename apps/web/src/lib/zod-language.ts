import { validationErrorMap, type TLanguage } from "@jobatlas/contract";
import { z } from "zod";
import { de as zodDe, en as zodEn } from "zod/locales";

/**
 * Forms word zod issues with the contract's messages (the same the server sends), falling back
 * to zod's own de/en locale for the issue kinds those do not cover. Called by applyLanguage.
 */
export function configureZodLanguage(language: TLanguage): void {
  z.config({ ...(language === "de" ? zodDe() : zodEn()), customError: validationErrorMap(language) });
}

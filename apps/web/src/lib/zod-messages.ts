import { validationErrorMap } from "@jobatlas/contract";
import { config } from "zod/v4/core";
import { de as zodDe, en as zodEn } from "zod/locales";
import { registerZodMessages } from "./zod-language";

/**
 * Forms word zod issues with the contract's messages (the same the server sends), falling back to
 * zod's own de/en locale for the issue kinds those do not cover, in the page's language
 * (lib/zod-language.ts). Every module that shows zod's messages imports this module, so they are
 * configured before its first check: `use-api-form.ts` (the forms), the listing wizard's checks
 * (`features/listings/form.ts`), the apply wizard, the questionnaire editor and the design-system
 * screen (ADR 048).
 */
registerZodMessages((language) => {
  config({ ...(language === "de" ? zodDe() : zodEn()), customError: validationErrorMap(language) });
});

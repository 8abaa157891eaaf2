import { validationErrorMap, type TLanguage } from "@jobatlas/contract";
import { config } from "zod/v4/core";
import { de as zodDe, en as zodEn, fr as zodFr, it as zodIt } from "zod/locales";
import { registerZodMessages } from "./zod-language";

/** zod's own locale for each UI language (named imports: the bundle keeps only these four). */
const ZOD_LOCALES: Record<TLanguage, typeof zodEn> = { de: zodDe, fr: zodFr, it: zodIt, en: zodEn };

/**
 * Forms word zod issues with the contract's messages (the same the server sends), falling back to
 * zod's own locale for the issue kinds those do not cover, in the page's language
 * (lib/zod-language.ts). Every module that shows zod's messages imports this module, so they are
 * configured before its first check: `use-api-form.ts` (the forms), the listing wizard's checks
 * (`features/listings/form.ts`), the apply wizard, the questionnaire editor and the design-system
 * screen (ADR 048).
 */
registerZodMessages((language) => {
  config({ ...ZOD_LOCALES[language](), customError: validationErrorMap(language) });
});

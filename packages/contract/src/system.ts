import { z } from "zod";
import { ZLanguage } from "./enums";
import { ZRelativePath } from "./search-params";

/** What the web app reports when it meets an uncaught error. */
export const ZClientErrorReport = z.strictObject({
  message: z.string().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  user_agent: z.string().max(500).optional(),
  request_id: z.string().max(100).optional(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;

/** POST /i18n/setlang/ (form): the chosen language, and the same-origin page to reload. */
export const ZSetLanguageForm = z.object({
  language: ZLanguage,
  next: ZRelativePath.optional(),
});
export type TSetLanguageForm = z.infer<typeof ZSetLanguageForm>;

import { z } from "zod";
import { ZLanguage } from "./enums";

/** The settings node's id, in a module without zod (ADR 048). */
export { APP_SETTINGS_NODE_ID, PAGE_STATE_NODE_ID } from "./constants";
export const ZAppSettings = z.object({
  language: ZLanguage,
  csrfToken: z.string(),
  publicUrl: z.string(),
  mapStyleUrl: z.string().nullable(),
  version: z.string(),
  environment: z.enum(["development", "production", "test"]),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

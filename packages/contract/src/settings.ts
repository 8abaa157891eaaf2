import { z } from "zod";
import { ZLanguage } from "./enums";

export const ZAppSettings = z.object({
  language: ZLanguage,
  csrfToken: z.string(),
  publicUrl: z.string(),
  mapStyleUrl: z.string().nullable(),
  version: z.string(),
  environment: z.enum(["development", "production", "test"]),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

import { z } from "zod";
import { ZLanguage } from "./enums";

/** The settings node the server embeds in index.html as `<script id="app-settings" type="application/json">`. */
export const APP_SETTINGS_NODE_ID = "app-settings";
export const ZAppSettings = z.object({
  language: ZLanguage,
  csrfToken: z.string(),
  publicUrl: z.string(),
  mapStyleUrl: z.string().nullable(),
  version: z.string(),
  environment: z.enum(["development", "production", "test"]),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

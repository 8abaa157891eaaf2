import { z } from "zod";
import { ZLanguage } from "./enums";

export const ZStatusResponse = z.object({
  authenticated: z.boolean(),
  user: z
    .object({ id: z.number(), email: z.string(), first_name: z.string(), last_name: z.string(), language: ZLanguage })
    .nullable(),
  organizations: z.array(z.object({ slug: z.string(), name: z.string(), role: z.string(), plan: z.string() })),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

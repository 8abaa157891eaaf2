import { z } from "zod";
import { ZCompanySize, ZLanguage, ZMemberRole, ZOrganizationPlan } from "./enums";

export const ZStatusResponse = z.object({
  authenticated: z.boolean(),
  user: z
    .object({
      id: z.number(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      language: ZLanguage,
      picture_url: z.string().nullable(),
    })
    .nullable(),
  organizations: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      role: ZMemberRole,
      plan: ZOrganizationPlan,
      size_band: ZCompanySize,
    }),
  ),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

import { z } from "zod";
import { ZRemoteType } from "./enums";
import { ZIndustryCode } from "./industries";
import { ZRegion } from "./search";

/** The seeker profile (spec: onboarding in three steps: job titles, what I bring, what I want). */
export const ZSeekerProfile = z.object({
  job_titles: z.array(z.string().trim().min(1).max(120)).max(10),
  /** What I bring: free text. */
  about: z.string().trim().max(4000),
  skills: z.array(z.string().trim().min(1).max(60)).max(30),
  sectors: z.array(ZIndustryCode).max(20),
  workload_min: z.number().int().min(0).max(100).nullable(),
  workload_max: z.number().int().min(0).max(100).nullable(),
  remote_types: z.array(ZRemoteType).max(3),
  region: ZRegion.nullable(),
});
export type TSeekerProfile = z.infer<typeof ZSeekerProfile>;

/** PUT /capi/user/seeker-profile: the whole profile. */
export const ZSeekerProfileRequest = z
  .strictObject(ZSeekerProfile.shape)
  .refine((p) => p.workload_min === null || p.workload_max === null || p.workload_min <= p.workload_max, {
    path: ["workload_max"],
    message: "The maximum must not be below the minimum.",
  });
export type TSeekerProfileRequest = z.infer<typeof ZSeekerProfileRequest>;

/** GET /capi/user/seeker-profile: `completed` is false until the seeker saved it once. */
export const ZSeekerProfileResponse = ZSeekerProfile.extend({
  completed: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TSeekerProfileResponse = z.infer<typeof ZSeekerProfileResponse>;

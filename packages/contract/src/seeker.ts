import { z } from "zod";
import { ZRemoteType } from "./enums";
import { ZIndustryCode } from "./industries";
import { ZRegion } from "./search";

/** The bounds of the seeker profile's fields (also for what other features add to it). */
export const SEEKER_PROFILE_LIMITS = {
  jobTitlesMax: 10,
  jobTitleMax: 120,
  aboutMax: 4000,
  skillsMax: 30,
  skillMax: 60,
  sectorsMax: 20,
} as const;

/** The seeker profile (spec: onboarding in three steps: job titles, what I bring, what I want). */
export const ZSeekerProfile = z.object({
  job_titles: z
    .array(z.string().trim().min(1).max(SEEKER_PROFILE_LIMITS.jobTitleMax))
    .max(SEEKER_PROFILE_LIMITS.jobTitlesMax),
  /** What I bring: free text. */
  about: z.string().trim().max(SEEKER_PROFILE_LIMITS.aboutMax),
  skills: z.array(z.string().trim().min(1).max(SEEKER_PROFILE_LIMITS.skillMax)).max(SEEKER_PROFILE_LIMITS.skillsMax),
  sectors: z.array(ZIndustryCode).max(SEEKER_PROFILE_LIMITS.sectorsMax),
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

/**
 * Whether a seeker profile may be shown to a company (candidate-pool access, ADR 056): saved,
 * with at least one job title — the first step of the onboarding and the headline companies see.
 * The server refuses a grant otherwise (seeker_profile_incomplete); the web offers none before.
 */
export function seekerProfileComplete(profile: Pick<TSeekerProfileResponse, "completed" | "job_titles">): boolean {
  return profile.completed && profile.job_titles.length > 0;
}

import { ZRegion, ZSeekerProfile, type TSeekerProfileRequest, type TSeekerProfileResponse } from "@jobatlas/contract";
import { z } from "zod";

/** The contract's limits (ZSeekerProfile); the form checks them with the contract's schema too. */
export const MAX_JOB_TITLES = 10;
export const MAX_SKILLS = 30;
export const MAX_SECTORS = 20;

/** The message key of a maximum below the minimum; the form words it. */
export const WORKLOAD_ORDER_ERROR = "workload_max_below_min";

/** A number field: empty means "no preference" (null). */
const percent = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? null : Number(value)),
  ZSeekerProfile.shape.workload_min,
);

/**
 * The onboarding form: the contract's profile with the inputs' own shapes (numbers and the
 * region as text, "" for none), checked with the contract's rules, so the form refuses what the
 * server would.
 */
export const ZSeekerProfileForm = ZSeekerProfile.extend({
  workload_min: percent,
  workload_max: percent,
  region: z.preprocess((value) => (value === "" || value === undefined ? null : value), ZRegion.nullable()),
}).refine((p) => p.workload_min === null || p.workload_max === null || p.workload_min <= p.workload_max, {
  path: ["workload_max"],
  message: WORKLOAD_ORDER_ERROR,
});

export type TSeekerProfileFormValues = {
  job_titles: string[];
  about: string;
  skills: string[];
  sectors: TSeekerProfileRequest["sectors"];
  workload_min: string;
  workload_max: string;
  remote_types: TSeekerProfileRequest["remote_types"];
  region: string;
};

export const FIELDS = [
  "job_titles",
  "about",
  "skills",
  "sectors",
  "workload_min",
  "workload_max",
  "remote_types",
  "region",
] as const;

/** The three steps and the fields each one shows (errors lead back to the step that has the field). */
export const STEPS = [
  { key: "titles", fields: ["job_titles"] },
  { key: "bring", fields: ["about", "skills"] },
  { key: "want", fields: ["sectors", "workload_min", "workload_max", "remote_types", "region"] },
] as const;
export type StepKey = (typeof STEPS)[number]["key"];

export function formValues(profile: TSeekerProfileResponse | undefined): TSeekerProfileFormValues {
  return {
    job_titles: profile?.job_titles ?? [],
    about: profile?.about ?? "",
    skills: profile?.skills ?? [],
    sectors: profile?.sectors ?? [],
    workload_min: profile?.workload_min?.toString() ?? "",
    workload_max: profile?.workload_max?.toString() ?? "",
    remote_types: profile?.remote_types ?? [],
    region: profile?.region ?? "",
  };
}

/** Adds a chip value: trimmed, not empty, not there already (case-insensitive). */
export function addChip(values: readonly string[], value: string, max: number): string[] {
  const trimmed = value.trim().replace(/\s+/g, " ");
  if (!trimmed || values.length >= max) return [...values];
  if (values.some((v) => v.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) return [...values];
  return [...values, trimmed];
}

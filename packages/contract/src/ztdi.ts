/**
 * Contract of the Z-TDI orientation (issue 11 point 2, ADR 028): an inventory of 30 original
 * statements rated 1–5 over six interest dimensions, results reachable by a random magic token
 * (stored hashed), an optional anonymous survey, and copying a result into the seeker profile.
 *
 *   POST  /capi/ztdi/results                       anybody          createZtdiResult
 *   GET   /capi/ztdi/results/{token}               anybody          getZtdiResult
 *   POST  /capi/ztdi/survey                        anybody          submitZtdiSurvey
 *   POST  /capi/user/seeker-profile/from-ztdi      signed in        copyZtdiResultToSeekerProfile
 *
 * The inventory (ids, dimensions, order), the scoring and the dimensions' sectors and job titles
 * live here, so server and web agree; the statements' wording is in the web app's locales
 * (`ztdi.statements.<id>`), the dimensions' names and explanations there and in the server's
 * messages (for the mail).
 */
import { z } from "zod";
import { ZLanguage } from "./enums";
import { ZEmail } from "./fields";
import { ZIndustryCode, type TIndustryCode } from "./industries";

/** The six interest dimensions, in the order the result lists them and ties are resolved by. */
export const ZTDI_DIMENSIONS = ["craft", "inquiry", "expression", "care", "initiative", "structure"] as const;
export const ZZtdiDimension = z.enum(ZTDI_DIMENSIONS);
export type TZtdiDimension = z.infer<typeof ZZtdiDimension>;

/** Statements per dimension; answers per result; the rating scale. */
export const ZTDI_STATEMENTS_PER_DIMENSION = 5;
export const ZTDI_ANSWER_MIN = 1;
export const ZTDI_ANSWER_MAX = 5;
/** How many dimensions the result names as the top ones. */
export const ZTDI_TOP_COUNT = 3;

/**
 * The inventory in the order it is asked: the dimensions take turns, so no five statements of one
 * dimension follow each other. `id` keys the wording in the locales (`ztdi.statements.s01`).
 */
export const ZTDI_STATEMENTS = Array.from(
  { length: ZTDI_DIMENSIONS.length * ZTDI_STATEMENTS_PER_DIMENSION },
  (_, index) => ({
    id: `s${String(index + 1).padStart(2, "0")}`,
    dimension: ZTDI_DIMENSIONS[index % ZTDI_DIMENSIONS.length] as TZtdiDimension,
  }),
);
export type TZtdiStatement = (typeof ZTDI_STATEMENTS)[number];
export const ZTDI_STATEMENT_COUNT = ZTDI_STATEMENTS.length;

/**
 * A job title: an occupation concept's id (`@jobatlas/contract/occupations`, ADR 067), shown by
 * its label in the UI's language; a search for it finds the concept's listings in every language.
 */
export type TZtdiJobTitle = string;

/**
 * Per dimension: the industry sectors (codes of the contract's industry list) and the job titles
 * (occupation concept ids) that fit it. The result joins those of its top dimensions.
 */
export const ZTDI_MATCHES: Record<TZtdiDimension, { sectors: TIndustryCode[]; jobTitles: TZtdiJobTitle[] }> = {
  craft: {
    sectors: ["F43", "C28", "C33", "A1", "S95"],
    jobTitles: ["electrician", "mechanic.polymechanic", "gardener.landscape"],
  },
  inquiry: {
    sectors: ["M72", "J62", "C21", "M71"],
    jobTitles: ["data_scientist", "lab_technician", "software_developer"],
  },
  expression: {
    sectors: ["R90", "M73", "J58", "J59"],
    jobTitles: ["graphic_designer", "ux_designer", "journalist"],
  },
  care: {
    sectors: ["Q86", "Q87", "Q88", "P85"],
    jobTitles: ["nurse", "social_worker.social_pedagogue", "teacher"],
  },
  initiative: {
    sectors: ["G46", "M70", "K64", "N78"],
    jobTitles: ["sales_assistant.advisor", "project_manager", "consultant"],
  },
  structure: {
    sectors: ["M69", "K65", "O84", "N82"],
    jobTitles: ["commercial_employee", "accountant", "clerk"],
  },
};

/** Scores per dimension: 0 (every statement rated 1) to 100 (every statement rated 5). */
export type TZtdiScores = Record<TZtdiDimension, number>;

/**
 * The score of each dimension from the 30 answers (in the inventory's order): the mean rating of
 * its statements on a 0–100 scale, rounded to a whole number. Deterministic; the server stores it.
 */
export function scoreZtdiAnswers(answers: readonly number[]): TZtdiScores {
  const sums = Object.fromEntries(ZTDI_DIMENSIONS.map((d) => [d, 0])) as TZtdiScores;
  ZTDI_STATEMENTS.forEach((statement, index) => {
    sums[statement.dimension] += answers[index] ?? ZTDI_ANSWER_MIN;
  });
  const span = (ZTDI_ANSWER_MAX - ZTDI_ANSWER_MIN) * ZTDI_STATEMENTS_PER_DIMENSION;
  return Object.fromEntries(
    ZTDI_DIMENSIONS.map((d) => [
      d,
      Math.round(((sums[d] - ZTDI_ANSWER_MIN * ZTDI_STATEMENTS_PER_DIMENSION) / span) * 100),
    ]),
  ) as TZtdiScores;
}

/** The top dimensions: highest score first; equal scores in the dimensions' order (stable). */
export function topZtdiDimensions(scores: TZtdiScores, count = ZTDI_TOP_COUNT): TZtdiDimension[] {
  return [...ZTDI_DIMENSIONS]
    .map((dimension, order) => ({ dimension, order, score: scores[dimension] }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map((d) => d.dimension);
}

/** The sectors of the top dimensions, without repeats, in the dimensions' rank order. */
export function ztdiSectors(top: readonly TZtdiDimension[]): TIndustryCode[] {
  return [...new Set(top.flatMap((d) => ZTDI_MATCHES[d].sectors))];
}

/** The job titles of the top dimensions, in the dimensions' rank order. */
export function ztdiJobTitles(top: readonly TZtdiDimension[]): TZtdiJobTitle[] {
  return top.flatMap((d) => ZTDI_MATCHES[d].jobTitles);
}

/** One answer: a whole number from 1 (does not apply at all) to 5 (applies fully). */
export const ZZtdiAnswer = z.number().int().min(ZTDI_ANSWER_MIN).max(ZTDI_ANSWER_MAX);

/**
 * POST /capi/ztdi/results: exactly 30 answers in the inventory's order (a missing one or one
 * outside 1–5 → ValidationError with the path `["body","answers",index]`, a list of another length
 * → `["body","answers"]`). `email` (optional): the result's link is mailed there in `language`
 * (the page's). A signed-in taker's result is linked to the account.
 */
export const ZCreateZtdiResultRequest = z.strictObject({
  answers: z.array(ZZtdiAnswer).length(ZTDI_STATEMENT_COUNT),
  email: ZEmail.optional().nullable(),
  language: ZLanguage.default("de"),
});
export type TCreateZtdiResultRequest = z.input<typeof ZCreateZtdiResultRequest>;
export type TCreateZtdiResult = z.output<typeof ZCreateZtdiResultRequest>;

/** A result as its link shows it (never the answers' owner). */
export const ZZtdiResult = z.object({
  /** Per dimension, in the dimensions' order. */
  scores: z.array(z.object({ dimension: ZZtdiDimension, score: z.number().int().min(0).max(100) })),
  /** The top three, highest first (ties in the dimensions' order). */
  top_dimensions: z.array(ZZtdiDimension),
  /** The top dimensions' sectors (industry codes), in rank order. */
  sectors: z.array(ZIndustryCode),
  /** The top dimensions' job titles: occupation concept ids (`@jobatlas/contract/occupations`). */
  job_titles: z.array(z.string()),
  created_at: z.string(),
});
export type TZtdiResult = z.infer<typeof ZZtdiResult>;

/** POST /capi/ztdi/results answers 201 with the result and its magic token (shown once: stored hashed). */
export const ZZtdiResultCreated = z.object({
  token: z.string(),
  /** Whether the link was mailed (an email was given). */
  mailed: z.boolean(),
  result: ZZtdiResult,
});
export type TZtdiResultCreated = z.infer<typeof ZZtdiResultCreated>;

/** A magic token as the link carries it (32 random bytes, base64url); anything else is unknown (404). */
export const ZZtdiToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/** The survey's answer options (ADR 028); every question may be left out. */
export const ZTDI_AGE_GROUPS = ["under_20", "20_29", "30_39", "40_49", "50_59", "60_plus"] as const;
export const ZTDI_GENDERS = ["female", "male", "non_binary", "other"] as const;
export const ZTDI_LEADERSHIP_LEVELS = ["none", "team", "middle", "senior"] as const;
export const ZTDI_EDUCATION_LEVELS = [
  "compulsory",
  "vocational",
  "baccalaureate",
  "higher_vocational",
  "university",
  "doctorate",
] as const;

/**
 * POST /capi/ztdi/survey: the optional survey, stored apart from any result or person (the day
 * only, no session, token, address or time). Empty → nothing is stored; 204 either way.
 */
export const ZZtdiSurveyRequest = z.strictObject({
  age_group: z.enum(ZTDI_AGE_GROUPS).nullish(),
  gender: z.enum(ZTDI_GENDERS).nullish(),
  leadership_level: z.enum(ZTDI_LEADERSHIP_LEVELS).nullish(),
  education_level: z.enum(ZTDI_EDUCATION_LEVELS).nullish(),
  industry: ZIndustryCode.nullish(),
});
export type TZtdiSurveyRequest = z.infer<typeof ZZtdiSurveyRequest>;

/**
 * POST /capi/user/seeker-profile/from-ztdi: merges the result's job titles (in the request's
 * language) and sectors into the signed-in seeker's profile, after what it holds (nothing twice,
 * within the profile's limits); answers the profile. Unknown token → 404.
 */
export const ZCopyZtdiResultRequest = z.strictObject({ token: z.string().max(300) });
export type TCopyZtdiResultRequest = z.infer<typeof ZCopyZtdiResultRequest>;

/** Years a result is kept after it was taken (then the retention task deletes it). */
export const ZTDI_RESULT_RETENTION_YEARS = 2;

/** The seeker profile (job titles, what I bring, what I want); `seeker_profile=true` ranks search by it. */
import {
  SEEKER_PROFILE_LIMITS,
  type TIndustryCode,
  type TSeekerProfileRequest,
  type TSeekerProfileResponse,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import type { SessionUser } from "../../sessions/sessions";
import { foldText } from "../search/text";
import { presentSeekerProfile } from "./seekers.presenter";
import {
  findSeekerProfile,
  insertSeekerProfileIfMissing,
  lockSeekerProfile,
  upsertSeekerProfile,
  type SeekerProfileRow,
  type SeekerProfileValues,
} from "./seekers.repo";

/** The profile as the API answers it: empty and `completed: false` before the first save (search ranks by it too). */
export async function getSeekerProfile(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
): Promise<TSeekerProfileResponse> {
  return presentSeekerProfile(await findSeekerProfile(ctx.db, user.id));
}

/** Stores the whole profile (the first save creates it, later ones replace every field). */
export async function saveSeekerProfile(
  ctx: AppContext,
  user: SessionUser,
  input: TSeekerProfileRequest,
): Promise<TSeekerProfileResponse> {
  const row = await upsertSeekerProfile(
    ctx.db,
    user.id,
    {
      jobTitles: unique(input.job_titles),
      about: input.about,
      skills: unique(input.skills),
      sectors: unique(input.sectors),
      workloadMin: input.workload_min,
      workloadMax: input.workload_max,
      remoteTypes: unique(input.remote_types),
      region: input.region,
    },
    ctx.now(),
  );
  return presentSeekerProfile(row);
}

/** The list without repeats, in the order given. */
function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** What another feature adds to the seeker profile (Z-TDI results, validated career experiments). */
export interface SeekerProfileAdditions {
  jobTitles: readonly string[];
  sectors: readonly TIndustryCode[];
}

/** Job titles compare without case, accents and spaces: `Software Entwickler` = `softwareentwickler`. */
function jobTitleKey(title: string): string {
  return foldText(title).replace(/\s+/g, "");
}

/** `held` then what `added` brings that is not there yet (by `key`), at most `max`. */
function appended<T>(held: readonly T[], added: readonly T[], key: (value: T) => string, max: number): T[] {
  const seen = new Set(held.map(key));
  const result = [...held];
  for (const value of added) {
    if (result.length >= max) break;
    const k = key(value);
    if (seen.has(k)) continue;
    seen.add(k);
    result.push(value);
  }
  return result;
}

function additionsMerged(held: SeekerProfileRow | undefined, added: SeekerProfileAdditions): SeekerProfileValues {
  const titles = added.jobTitles
    .map((title) => title.trim().replace(/\s+/g, " ").slice(0, SEEKER_PROFILE_LIMITS.jobTitleMax).trim())
    .filter((title) => title !== "");
  return {
    jobTitles: appended(held?.jobTitles ?? [], titles, jobTitleKey, SEEKER_PROFILE_LIMITS.jobTitlesMax),
    about: held?.about ?? "",
    skills: held?.skills ?? [],
    sectors: appended(held?.sectors ?? [], added.sectors, (code) => code, SEEKER_PROFILE_LIMITS.sectorsMax),
    workloadMin: held?.workloadMin ?? null,
    workloadMax: held?.workloadMax ?? null,
    remoteTypes: held?.remoteTypes ?? [],
    region: held?.region ?? null,
  };
}

/**
 * Adds job titles and sectors to the user's seeker profile, the one way every feature does it:
 * what the profile holds stays first and unchanged, a job title it holds already (ignoring case,
 * accents and spaces) or a sector it has is not added again, and the lists stop at the profile's
 * limits (SEEKER_PROFILE_LIMITS). The other fields stay; without a profile one is created. The
 * profile row is locked for the merge, so two additions at once both land. It never validates what
 * the profile held before (an older profile may break today's rules): nothing here throws for it.
 */
export async function addToSeekerProfile(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
  added: SeekerProfileAdditions,
): Promise<TSeekerProfileResponse> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    let held = await lockSeekerProfile(tx.db, user.id);
    if (!held) {
      const created = await insertSeekerProfileIfMissing(tx.db, user.id, additionsMerged(undefined, added), now);
      if (created) return presentSeekerProfile(created);
      // Another request created it in the meantime: merge into that one.
      held = await lockSeekerProfile(tx.db, user.id);
    }
    const row = await upsertSeekerProfile(tx.db, user.id, additionsMerged(held, added), now);
    return presentSeekerProfile(row);
  });
}

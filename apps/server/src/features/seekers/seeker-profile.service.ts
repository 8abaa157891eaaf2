/** The seeker profile (job titles, what I bring, what I want); `seeker_profile=true` ranks search by it. */
import type { TSeekerProfileRequest, TSeekerProfileResponse } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import type { SessionUser } from "../../sessions/sessions";
import { presentSeekerProfile } from "./seekers.presenter";
import { findSeekerProfile, upsertSeekerProfile } from "./seekers.repo";

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

import {
  isIndustryCode,
  REGIONS,
  type TRegion,
  type TRemoteType,
  type TSeekerProfileResponse,
} from "@jobatlas/contract";
import type { SeekerProfileRow } from "./seekers.repo";

/** The profile before the first save: empty, not completed. */
export const EMPTY_SEEKER_PROFILE: TSeekerProfileResponse = {
  job_titles: [],
  about: "",
  skills: [],
  sectors: [],
  workload_min: null,
  workload_max: null,
  remote_types: [],
  region: null,
  completed: false,
  updated_at: null,
};

/**
 * A stored profile; no row means not yet completed. Its codes were checked by the contract when
 * saved, but the lists can change later (an ISIC code or a region retired): those are left out
 * rather than answering something the contract does not allow.
 */
export function presentSeekerProfile(row: SeekerProfileRow | undefined): TSeekerProfileResponse {
  if (!row) return EMPTY_SEEKER_PROFILE;
  return {
    job_titles: row.jobTitles,
    about: row.about,
    skills: row.skills,
    sectors: row.sectors.filter(isIndustryCode),
    workload_min: row.workloadMin,
    workload_max: row.workloadMax,
    remote_types: row.remoteTypes as TRemoteType[],
    region: row.region && Object.hasOwn(REGIONS, row.region) ? (row.region as TRegion) : null,
    completed: true,
    updated_at: row.updatedAt.toISOString(),
  };
}

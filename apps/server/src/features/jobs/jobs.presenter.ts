import type { TOrgJob, TOrgJobSummary } from "@jobatlas/contract";
import type { JobWithCounts } from "./jobs.repo";

/** A job in the organisation's list. */
export function presentOrgJobSummary(job: JobWithCounts): TOrgJobSummary {
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    language: job.language,
    updated_at: job.updatedAt.toISOString(),
    created_at: job.createdAt.toISOString(),
    active_listings_count: job.activeListingsCount,
  };
}

/** A job with its four texts, exactly as stored (Markdown; clients render it inert). */
export function presentOrgJob(job: JobWithCounts): TOrgJob {
  return {
    ...presentOrgJobSummary(job),
    role_and_responsibilities: job.roleAndResponsibilities,
    requirements: job.requirements,
    team_description: job.teamDescription,
    benefits: job.benefits,
    revision: job.revision,
  };
}

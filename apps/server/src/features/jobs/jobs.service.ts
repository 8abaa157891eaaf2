/**
 * The organisation's jobs (docs/domain.md §4): lasting descriptions of a role with four Markdown texts and
 * the status planned → active → archived (→ active again). Every change writes one activity in
 * its own transaction; the search index follows the jobs table through its triggers (ADR 012).
 */
import {
  jobTransitionAllowed,
  jobTransitionVerb,
  type TJobStatus,
  type TOrgJob,
  type TOrgJobCreate,
  type TOrgJobsQuery,
  type TOrgJobsResponse,
  type TOrgJobUpdate,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { foundOr404, requireCurrentRevision } from "../../errors";
import { recordMemberActivity, type MemberVerb } from "../activities/activities.service";
import type { OrgContext } from "../orgs/orgs.types";
import { invalidTransitionError } from "../orgs/plan-limits";
import { presentOrgJob, presentOrgJobSummary } from "./jobs.presenter";
import {
  countActiveListingsOfJob,
  countJobs,
  findJob,
  insertJob,
  listJobs,
  lockJob,
  updateJob,
  type JobChanges,
  type JobFilter,
  type JobRow,
} from "./jobs.repo";
import "./jobs.messages"; // registers the feature's texts (i18n/messages.ts)

/** At most this many words of a query are matched (each must appear). */
const MAX_QUERY_WORDS = 10;

/** The words of a list query: split at blanks, duplicates dropped. */
export function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(query.split(/\s+/).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

/** GET /capi/org/jobs: a page of the organisation's jobs matching `query` and `status`, with the total. */
export async function listOrgJobs(ctx: AppContext, org: OrgContext, query: TOrgJobsQuery): Promise<TOrgJobsResponse> {
  const filter: JobFilter = { words: queryWords(query.query), statuses: query.status };
  const organizationId = org.organization.id;
  const [rows, total] = await Promise.all([
    listJobs(ctx.db, organizationId, filter, { limit: query.limit, offset: query.offset, order: query.order_by }),
    countJobs(ctx.db, organizationId, filter),
  ]);
  return { items: rows.map(presentOrgJobSummary), count: total };
}

/** GET /capi/org/jobs/{id}: NotFoundError for an unknown id or another organisation's job. */
export async function getOrgJob(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgJob> {
  const job = foundOr404(await findJob(ctx.db, org.organization.id, id));
  return presentOrgJob(job);
}

/** POST /capi/org/jobs: a new job (planned unless `status: active`) and its "created" activity. */
export async function createOrgJob(ctx: AppContext, org: OrgContext, input: TOrgJobCreate): Promise<TOrgJob> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const job = await insertJob(tx.db, {
      organizationId: org.organization.id,
      title: input.title,
      language: input.language,
      status: input.status,
      roleAndResponsibilities: input.role_and_responsibilities,
      requirements: input.requirements,
      teamDescription: input.team_description,
      benefits: input.benefits,
      createdAt: now,
      updatedAt: now,
    });
    await recordJobActivity(tx, org, job, "created");
    return presentOrgJob({ ...job, activeListingsCount: 0 });
  });
}

/** The columns `input` changes on `job`: only fields sent with a value other than the stored one. */
function changesOf(job: JobRow, input: TOrgJobUpdate): JobChanges {
  const wanted: JobChanges = {
    title: input.title,
    language: input.language,
    roleAndResponsibilities: input.role_and_responsibilities,
    requirements: input.requirements,
    teamDescription: input.team_description,
    benefits: input.benefits,
    status: input.status,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => value !== undefined && value !== job[column as keyof JobRow]),
  ) as JobChanges;
}

/**
 * PUT /capi/org/jobs/{id}: changes the fields sent. A status change must be one of docs/domain.md §4
 * (else ServiceError `invalid_transition`, and nothing changes). One activity per change: the
 * status verb (activated, archived, reopened) when the status changes, else "updated"; a PUT that
 * changes nothing writes nothing. The row is locked, so parallel changes apply one after another;
 * one made from an older revision than the stored one is refused as stale (ADR 088).
 */
export async function updateOrgJob(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TOrgJobUpdate,
): Promise<TOrgJob> {
  return inTransaction(ctx, async (tx) => {
    const job = foundOr404(await lockJob(tx.db, org.organization.id, id));
    requireCurrentRevision(job, input.revision);
    const changes = changesOf(job, input);
    const from: TJobStatus = job.status;
    const to = changes.status;
    if (to !== undefined && !jobTransitionAllowed(from, to)) throw invalidTransitionError("job", from, to);

    let saved = job;
    if (Object.keys(changes).length > 0) {
      saved = await updateJob(tx.db, job.id, { ...changes, updatedAt: tx.now() });
      await recordJobActivity(tx, org, saved, to === undefined ? "updated" : jobTransitionVerb(from, to));
    }
    return presentOrgJob({ ...saved, activeListingsCount: await countActiveListingsOfJob(tx.db, saved.id) });
  });
}

function recordJobActivity(ctx: AppContext, org: OrgContext, job: JobRow, verb: MemberVerb<"job">) {
  return recordMemberActivity(ctx, org, "job", verb, { id: job.id, subject: job.title });
}

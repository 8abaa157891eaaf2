/**
 * The organisation side of applications (issue 10 point 5, ADR 024): the candidates list with the
 * candidate pool, the candidate profile (contact details hidden until the applicant accepted a
 * contact request), accept and archive through the state machine, notes, the attachment download,
 * and withdrawing a closed listing's open applications. Every service takes the OrgContext the
 * route's `requireMembership(ctx, "manageApplications")` resolved; another organisation's ids → 404.
 */
import {
  APPLICATION_STATUS_GROUPS,
  LISTING_NOT_CLOSED_CODE,
  type TApplicationStatus,
  type TOrgApplication,
  type TOrgApplicationsQuery,
  type TOrgApplicationsResponse,
  type TOrgApplicationUpdate,
  type TOrgCandidateItem,
  type TOrgPoolCandidate,
  type TWithdrawApplicationsRequest,
  type TWithdrawApplicationsResponse,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { foundOr404, ServiceError } from "../../../errors";
import { activitiesOf } from "../../activities/activities.service";
import { queueApplicantMail } from "../applicant-identity";
import { moveApplication } from "../application-states";
import { markApplicationSeen } from "../follow-up/follow-up.service";
import { ratingSummariesOf } from "../ratings/ratings.service";
import { deletedOnOf } from "../../retention/retention.service";
import { mailPageLink } from "../../mail/mail.links";
import { queueMail } from "../../mail/mail.service";
import type { OrgContext } from "../../orgs/orgs.types";
import { invalidTransitionError } from "../../orgs/plan-limits";
import { questionsOfVersion } from "../../questionnaires/questionnaires.service";
import { getSeekerProfile } from "../../seekers/seeker-profile.service";
import { presentApplicationItem, presentOrgApplication, presentPoolItem } from "./candidates.presenter";
import {
  answersOf,
  attachmentsOf,
  lockApplication,
  lockOpenApplicationsOfListing,
  updateApplicationNotes,
  type ApplicationRow,
} from "../applications.repo";
import {
  applicationViews,
  countCandidates,
  duplicatesOf,
  findApplicationView,
  findAttachment,
  findListingOf,
  findPoolCandidate,
  pageCandidates,
  poolViews,
  type CandidateFilter,
} from "./candidates.repo";
import "./candidates.messages";

/** At most this many words of a query are matched (each must appear). */
const MAX_QUERY_WORDS = 10;
/** The history shows at most this many activities of an application. */
const HISTORY_MAX = 100;

function queryWords(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(query.split(/\s+/).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

/**
 * The filter of a list query. Seekers of the candidate pool are unsolicited candidates whose
 * access lasts until revoked: they come with every `type` list naming unsolicited (or none), in
 * the active group (or no group), and never with a job or listing filter (they applied to none).
 */
export function candidateFilter(query: TOrgApplicationsQuery): CandidateFilter {
  return {
    words: queryWords(query.query),
    types: query.type,
    statuses: query.status ? APPLICATION_STATUS_GROUPS[query.status] : undefined,
    jobIds: query.job_ids,
    listingIds: query.listing_ids,
    withPool:
      (query.type === undefined || query.type.includes("unsolicited")) &&
      query.status !== "archived" &&
      query.job_ids === undefined &&
      query.listing_ids === undefined,
  };
}

/** GET /capi/org/applications: a page of the organisation's candidates matching the filters, with the total. */
export async function listOrgApplications(
  ctx: AppContext,
  org: OrgContext,
  query: TOrgApplicationsQuery,
): Promise<TOrgApplicationsResponse> {
  const organizationId = org.organization.id;
  const filter = candidateFilter(query);
  const [refs, total] = await Promise.all([
    pageCandidates(ctx.db, organizationId, filter, {
      limit: query.limit,
      offset: query.offset,
      ascending: query.order_by === "created_at",
    }),
    countCandidates(ctx.db, organizationId, filter),
  ]);
  const applicationIds = refs.filter((ref) => ref.kind === "application").map((ref) => ref.id);
  const poolIds = refs.filter((ref) => ref.kind === "pool").map((ref) => ref.id);
  const [views, pool, ratings] = await Promise.all([
    applicationViews(ctx.db, organizationId, applicationIds),
    poolViews(ctx.db, organizationId, poolIds),
    ratingSummariesOf(ctx, applicationIds),
  ]);
  const viewById = new Map(views.map((view) => [view.application.id, view]));
  const poolById = new Map(pool.map((row) => [row.userId, row]));
  const items = refs.flatMap((ref): TOrgCandidateItem[] => {
    if (ref.kind === "application") {
      const view = viewById.get(ref.id);
      return view ? [presentApplicationItem(view, ratings(ref.id))] : [];
    }
    const row = poolById.get(ref.id);
    return row ? [presentPoolItem(row)] : [];
  });
  return { items, count: total };
}

/** The candidate profile of an application the caller may see (read in `ctx`, perhaps a transaction). */
async function profileOf(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgApplication> {
  const view = foundOr404(await findApplicationView(ctx.db, org.organization.id, id));
  const application = view.application;
  const [answers, questions, attachments, duplicates, history] = await Promise.all([
    answersOf(ctx.db, application.id),
    application.questionnaireId !== null && application.questionnaireVersion !== null
      ? questionsOfVersion(ctx, application.questionnaireId, application.questionnaireVersion)
      : Promise.resolve([]),
    attachmentsOf(ctx.db, application.id),
    duplicatesOf(ctx.db, application),
    activitiesOf(ctx, org, { source_type: ["application"], source_id: application.id, limit: HISTORY_MAX, offset: 0 }),
  ]);
  return presentOrgApplication({ view, answers, questions, attachments, duplicates, history: history.items });
}

/**
 * GET /capi/org/applications/{id}: NotFoundError for an unknown id or another organisation's
 * application. The first opening is the applicant's "seen" (issue 29).
 */
export async function getOrgApplication(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgApplication> {
  const profile = await profileOf(ctx, org, id);
  await markApplicationSeen(ctx, id);
  return profile;
}

/** What a PUT's `status` asks of the state machine: accept (pending → active) or archive (active → archived). */
function transitionTo(application: ApplicationRow, to: TApplicationStatus) {
  if (application.status === "pending" && to === "active") return "accept" as const;
  if (application.status === "active" && to === "archived") return "archive" as const;
  throw invalidTransitionError("application", application.status, to);
}

/** The link of the applicant's own page in the mail: signed-in applicants only (an anonymous one has the status link). */
function applicationLink(ctx: AppContext, application: ApplicationRow): string | null {
  if (application.userId === null) return null;
  return mailPageLink(ctx, application.language, `user/applications/${application.id}`);
}

/**
 * PUT /capi/org/applications/{id}: `notes` replace the organisation's notes (no activity: they are
 * the team's own and never reach the applicant); `status` active from pending accepts it (the
 * applicant is mailed that it is being considered), archived from active archives it (the applicant
 * is mailed that the process ended, ADR 055); the same
 * status is no change; every other move → ServiceError invalid_transition, and nothing changes.
 * An applicant whose data is deleted (ADR 030) is not mailed.
 */
export async function updateOrgApplication(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TOrgApplicationUpdate,
): Promise<TOrgApplication> {
  return inTransaction(ctx, async (tx) => {
    const application = foundOr404(await lockApplication(tx.db, id, { organizationId: org.organization.id }));
    if (input.status !== undefined && input.status !== application.status) {
      const transition = transitionTo(application, input.status);
      // The employer's words when it ends the process (issue 29): on the applicant's timeline and in the mail.
      const message = transition === "archive" && input.message ? input.message : null;
      const moved = await moveApplication(tx, application, transition, org.user.id, {
        ...(transition === "archive" ? { closingMessage: message } : {}),
      });
      const common = {
        firstName: moved.firstName,
        companyName: org.organization.name,
        title: await titleOf(tx, org, moved),
        link: applicationLink(tx, moved),
      };
      // The applicant hears of both moves: taken up, and the process ended (ADR 055).
      await queueApplicantMail(moved, async () =>
        transition === "accept"
          ? queueMail(tx, {
              to: moved.email,
              language: moved.language,
              template: "application_accepted",
              params: common,
            })
          : queueMail(tx, {
              to: moved.email,
              language: moved.language,
              template: "application_archived",
              params: { ...common, message, deletedOn: await deletedOnOf(tx, moved) },
            }),
      );
    }
    if (input.notes !== undefined && input.notes !== application.notes) {
      await updateApplicationNotes(tx.db, application.id, input.notes, tx.now());
    }
    return profileOf(tx, org, id);
  });
}

/** The title the applicant applied to: the listing's, else the job's, else none (to the company). */
async function titleOf(ctx: AppContext, org: OrgContext, application: ApplicationRow): Promise<string | null> {
  const view = await findApplicationView(ctx.db, org.organization.id, application.id);
  return view?.listing?.title ?? view?.job?.title ?? null;
}

/** GET /capi/org/applications/{id}/attachments/{attachment_id}: the PDF, only for the application's organisation. */
export async function getOrgApplicationAttachment(
  ctx: AppContext,
  org: OrgContext,
  applicationId: number,
  attachmentId: string,
) {
  const attachment = foundOr404(await findAttachment(ctx.db, org.organization.id, applicationId, attachmentId));
  await markApplicationSeen(ctx, applicationId);
  return attachment;
}

/** GET /capi/org/candidate-pool/{seeker_id}: a seeker who granted access; 404 once revoked (or never granted). */
export async function getPoolCandidate(ctx: AppContext, org: OrgContext, userId: number): Promise<TOrgPoolCandidate> {
  const row = foundOr404(await findPoolCandidate(ctx.db, org.organization.id, userId));
  const profile = await getSeekerProfile(ctx, { id: row.userId });
  const { completed: _completed, updated_at: _updatedAt, ...fields } = profile;
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    granted_at: row.grantedAt.toISOString(),
    profile: profile.completed ? fields : null,
  };
}

/**
 * POST /capi/org/listings/{listing_id}/withdraw-applications: after the listing ended (archived),
 * each of its pending or active applications is withdrawn by the organisation (org_withdrawn,
 * with an activity) and its applicant mailed (unless their data is deleted, ADR 030), all in one
 * transaction; answers how many.
 */
export async function withdrawListingApplications(
  ctx: AppContext,
  org: OrgContext,
  listingId: number,
  input: TWithdrawApplicationsRequest,
): Promise<TWithdrawApplicationsResponse> {
  return inTransaction(ctx, async (tx) => {
    const listing = foundOr404(await findListingOf(tx.db, org.organization.id, listingId));
    if (listing.status !== "archived") throw new ServiceError(LISTING_NOT_CLOSED_CODE, "candidatesListingNotClosed");
    const open = await lockOpenApplicationsOfListing(tx.db, org.organization.id, listing.id);
    const message = input.message?.trim() ? input.message.trim() : null;
    for (const application of open) {
      const moved = await moveApplication(tx, application, "withdrawByOrg", org.user.id, { closingMessage: message });
      await queueApplicantMail(moved, async () =>
        queueMail(tx, {
          to: moved.email,
          language: moved.language,
          template: "application_withdrawn_by_org",
          params: {
            firstName: moved.firstName,
            companyName: org.organization.name,
            title: listing.title,
            message,
            deletedOn: await deletedOnOf(tx, moved),
          },
        }),
      );
    }
    return { withdrawn: open.length };
  });
}

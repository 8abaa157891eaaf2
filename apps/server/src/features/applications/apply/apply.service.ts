/**
 * Applying (issue 10 points 1 and 2, ADR 022): signed-in and anonymous applications to a listing,
 * unsolicited ones to a company or job profile, PDF attachments uploaded beforehand, and the
 * seeker's candidate-pool grants.
 */
import { randomBytes } from "node:crypto";
import type { ZAnonApplicationRequest, ZApplicationRequest } from "@jobatlas/contract";
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_LIMITS,
  ATTACHMENT_CONTENT_TYPE,
  type TApplicantQuestionnaire,
  type TApplicationAttachment,
  type TApplicationCreated,
  type TCandidatePoolGrantsResponse,
  type TQuestion,
  seekerProfileComplete,
} from "@jobatlas/contract";
import type { z } from "zod";
import { inTransaction, type AppContext } from "../../../context";
import {
  FieldError,
  foundOr404,
  NotFoundError,
  PayloadTooLargeError,
  ServiceError,
  type FieldProblem,
} from "../../../errors";
import { isUniqueViolation } from "../../../lib/db-errors";
import { hashToken, newToken } from "../../../lib/secrets";
import type { SessionUser } from "../../../sessions/sessions";
import { notifyNewApplication } from "../follow-up/follow-up.service";
import { recordActivity } from "../../activities/activities.service";
import { countApplication } from "../../listing-stats/listing-stats.service";
import { applicationActivityFields } from "../application-states";
import { spendVerification, verifiedEmailOf } from "../../auth/auth.service";
import { consumeCandidateInvite, linkInviteToApplication } from "../invites/invites.service";
import { questionsOfVersion } from "../../questionnaires/questionnaires.service";
import { mailPageLink } from "../../mail/mail.links";
import { getSeekerProfile } from "../../seekers/seeker-profile.service";
import { queueConfirmation } from "./apply.mails";
import {
  claimAttachments,
  deletePoolGrant,
  findActiveJobOf,
  findActiveListing,
  findByIdempotencyKey,
  findOpenApplicationToListing,
  findOrganizationName,
  insertAnswers,
  insertApplicationOnce,
  insertAttachment,
  insertPoolGrant,
  poolGrantsOf,
} from "./apply.repo";
import type { ApplicationRow, NewAnswer } from "../applications.repo";
import { pdfActiveContent } from "./pdf-active-content";
import "./apply.messages";

type ApplicationInput = z.output<typeof ZApplicationRequest>;
type AnonApplicationInput = z.output<typeof ZAnonApplicationRequest>;

/** Who applies: a signed-in seeker (their account's email) or an anonymous applicant with a verification token. */
export type Applicant =
  { kind: "user"; user: SessionUser } | { kind: "anonymous"; email: string; token: string | null | undefined };

const verificationInvalid = () =>
  new ServiceError(APPLICATION_ERROR_CODES.verificationInvalid, "userApplicationsVerificationInvalid");

const alreadyApplied = () => new ServiceError(APPLICATION_ERROR_CODES.alreadyApplied, "userApplicationsAlreadyApplied");

/**
 * The signed-in seeker's open (pending or active) application to a listing, for the listing page
 * and the wizard (ADR 055); null signed out or without one.
 */
export async function openApplicationToListing(
  ctx: AppContext,
  user: SessionUser | undefined,
  listingId: number,
): Promise<{ id: number; created_at: string } | null> {
  if (!user) return null;
  const row = await findOpenApplicationToListing(ctx.db, listingId, { userId: user.id, email: null });
  return row ? { id: row.id, created_at: row.createdAt.toISOString() } : null;
}

function present(row: ApplicationRow): TApplicationCreated {
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    company_id: row.organizationId,
    listing_id: row.listingId,
    job_id: row.jobId,
    knock_out_missed: row.knockOutMissed,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /capi/companies/{id}/listings/{listing_id}/questionnaire: what the applicant answers, without the knock-out expectations. */
export async function applicantQuestionnaire(
  ctx: AppContext,
  companyId: number,
  listingId: number,
): Promise<TApplicantQuestionnaire> {
  const listing = foundOr404(await findActiveListing(ctx.db, companyId, listingId));
  if (listing.questionnaireId === null || listing.questionnaireVersion === null) return null;
  const questions = await questionsOfVersion(ctx, listing.questionnaireId, listing.questionnaireVersion);
  return {
    id: listing.questionnaireId,
    version: listing.questionnaireVersion,
    questions: questions.map(({ id, type, text, options, required }) => ({ id, type, text, options, required })),
  };
}

/** Whether an answer misses a knock-out question's expectation (ADR 019); unanswered counts as missed. */
function missesKnockOut(question: TQuestion, values: string[]): boolean {
  if (!question.knock_out) return false;
  if (values.length === 0) return true;
  if (question.type === "single_select") return !question.expected_answers.includes(values[0] ?? "");
  if (question.type === "multi_select") return !question.expected_answers.every((e) => values.includes(e));
  return false;
}

/**
 * Checks the answers against the questions of the version answered: required ones answered,
 * options among the question's, one answer for a single select. Returns the answer rows to store
 * (without the application id) and whether a knock-out question was missed; throws
 * a FieldError naming `answers.<question_id>` otherwise.
 */
export function checkAnswers(questions: TQuestion[], answers: ApplicationInput["answers"]) {
  const errors: FieldProblem[] = [];
  const byId = new Map<number, string[]>();
  for (const answer of answers) {
    const values = [...new Set(answer.values.map((v) => v.trim()).filter((v) => v.length > 0))];
    byId.set(answer.question_id, values);
  }
  const known = new Set(questions.map((q) => q.id));
  for (const id of byId.keys()) {
    if (!known.has(id)) errors.push({ path: ["answers", String(id)], key: "userApplicationsQuestionUnknown" });
  }
  const rows: Omit<NewAnswer, "applicationId">[] = [];
  let missed = false;
  for (const question of questions) {
    const values = byId.get(question.id) ?? [];
    const path = ["answers", String(question.id)];
    if (values.length === 0 && question.required) {
      errors.push({ path, key: "userApplicationsQuestionRequired" });
      continue;
    }
    if (question.type !== "free_text" && values.some((v) => !question.options.includes(v))) {
      errors.push({ path, key: "userApplicationsOptionUnknown" });
      continue;
    }
    if (question.type !== "multi_select" && values.length > 1) {
      errors.push({ path, key: "userApplicationsSingleChoice" });
      continue;
    }
    const knockOutMissed = missesKnockOut(question, values);
    missed ||= knockOutMissed;
    if (values.length > 0 || knockOutMissed) rows.push({ questionId: question.id, values, knockOutMissed });
  }
  if (errors.length > 0) throw new FieldError("body", errors);
  return { rows, knockOutMissed: missed };
}

/** Where the application goes: the company, and a listing (direct) or a job profile (unsolicited). */
async function targetOf(ctx: AppContext, input: ApplicationInput) {
  const company = foundOr404(await findOrganizationName(ctx.db, input.company_id));
  if (input.listing_id) {
    const listing = await findActiveListing(ctx.db, company.id, input.listing_id);
    if (!listing) throw new ServiceError(APPLICATION_ERROR_CODES.listingClosed, "userApplicationsListingNotOpen");
    // The employer asked for applications on its own site (ADR 054); one it invited here may still apply here.
    if (listing.applyUrl && !input.invite_token)
      throw new ServiceError(APPLICATION_ERROR_CODES.appliesElsewhere, "userApplicationsListingAppliesElsewhere");
    return { company, listing, job: null, position: listing.title };
  }
  if (input.job_id) {
    const job = foundOr404(await findActiveJobOf(ctx.db, company.id, input.job_id));
    return { company, listing: null, job, position: job.title };
  }
  return { company, listing: null, job: null, position: null };
}

/**
 * POST /capi/user/applications and /capi/user/anon-application. One transaction: the
 * application and its answers, the claimed attachments, the `submitted` activity and the
 * applicant's mail. The same (email, idempotency key) again answers the first application with
 * `created: false` and writes nothing — also when two submissions race (the unique index decides).
 */
export async function submitApplication(
  ctx: AppContext,
  applicant: Applicant,
  body: ApplicationInput | AnonApplicationInput,
): Promise<{ created: boolean; application: TApplicationCreated }> {
  const email = applicant.kind === "user" ? applicant.user.email.toLowerCase() : applicant.email;
  const earlier = await findByIdempotencyKey(ctx.db, email, body.idempotency_key);
  if (earlier) {
    // A repeat needs the same proof of the address as the first submission (its token, spent by now).
    if (
      applicant.kind === "anonymous" &&
      (await verifiedEmailOf(ctx, applicant.token, "application", { alsoSpent: true })) !== email
    ) {
      throw verificationInvalid();
    }
    return { created: false, application: present(earlier) };
  }
  // An anonymous applicant proves the address first; the token is spent in the transaction below.
  const token = applicant.kind === "anonymous" ? applicant.token : null;
  if (applicant.kind === "anonymous" && (await verifiedEmailOf(ctx, token, "application")) !== email) {
    throw verificationInvalid();
  }
  const target = await targetOf(ctx, body);
  // One open application per applicant and listing (ADR 055); the unique indexes decide a race.
  if (
    target.listing &&
    (await findOpenApplicationToListing(ctx.db, target.listing.id, {
      userId: applicant.kind === "user" ? applicant.user.id : null,
      email,
    }))
  ) {
    throw alreadyApplied();
  }
  const questions =
    target.listing?.questionnaireId && target.listing.questionnaireVersion !== null
      ? await questionsOfVersion(ctx, target.listing.questionnaireId, target.listing.questionnaireVersion)
      : [];
  const answers = checkAnswers(questions, body.answers);
  const statusToken = applicant.kind === "anonymous" ? newToken() : null;
  const now = ctx.now();

  const outcome = await inTransaction(ctx, async (tx) => {
    const row = await insertApplicationOnce(tx.db, {
      organizationId: target.company.id,
      listingId: target.listing?.id ?? null,
      jobId: target.listing?.jobId ?? target.job?.id ?? null,
      userId: applicant.kind === "user" ? applicant.user.id : null,
      origin: body.invite_token ? "invited" : target.listing ? "direct" : "unsolicited",
      firstName: body.first_name,
      lastName: body.last_name,
      email,
      phone: body.phone,
      myStory: body.my_story,
      whatIBring: body.what_i_bring,
      whatIWant: body.what_i_want,
      questionnaireId: questions.length > 0 ? (target.listing?.questionnaireId ?? null) : null,
      questionnaireVersion: questions.length > 0 ? (target.listing?.questionnaireVersion ?? null) : null,
      knockOutMissed: answers.knockOutMissed,
      language: body.language,
      idempotencyKey: body.idempotency_key,
      statusTokenHash: statusToken ? hashToken(statusToken) : null,
      createdAt: now,
      updatedAt: now,
    });
    // A parallel submission with the same key came first: answer that one, write nothing.
    if (!row) return { created: false as const };
    if (applicant.kind === "anonymous" && !(await spendVerification(tx, token, email, "application"))) {
      throw verificationInvalid();
    }
    if (body.invite_token) {
      // The invitation (ADR 026) is spent here, once; it must lead to this listing or job profile.
      const invite = await consumeCandidateInvite(tx, body.invite_token, row.organizationId);
      const matches = invite.listingId
        ? invite.listingId === target.listing?.id
        : invite.jobId !== null && invite.jobId === (target.job?.id ?? target.listing?.jobId);
      if (!matches) throw new ServiceError(APPLICATION_ERROR_CODES.inviteInvalid, "userApplicationsInviteInvalid");
      await linkInviteToApplication(tx, invite.inviteId, row.id);
    }
    await insertAnswers(
      tx.db,
      answers.rows.map((a) => ({ ...a, applicationId: row.id })),
    );
    const claimed = await claimAttachments(
      tx.db,
      body.attachment_ids,
      { userId: applicant.kind === "user" ? applicant.user.id : null, email },
      row.id,
    );
    const missing = body.attachment_ids.filter((id) => !claimed.includes(id));
    if (missing.length > 0) {
      throw new FieldError(
        "body",
        missing.map((id) => ({
          path: ["attachment_ids", body.attachment_ids.indexOf(id)],
          key: "userApplicationsAttachmentUnknown",
        })),
      );
    }
    await recordActivity(tx, {
      ...(await applicationActivityFields(tx, row)),
      verb: "submitted",
      actorKind: "applicant",
      actorUserId: applicant.kind === "user" ? applicant.user.id : null,
    });
    const ownPage = `user/applications/${row.id}`;
    await queueConfirmation(tx, {
      to: email,
      language: row.language,
      firstName: row.firstName,
      companyName: target.company.name,
      position: target.position,
      statusLink: statusToken ? mailPageLink(tx, row.language, ownPage, { token: statusToken }) : null,
      myCareerLink: applicant.kind === "user" ? mailPageLink(tx, row.language, ownPage) : null,
      retentionDays: target.company.retentionDays,
    });
    // The members who hear of each application at once (issue 29); the digest takes the rest.
    await notifyNewApplication(tx, row, target.position);
    // The listing's statistics (ADR 089): the day's application count, with the application or not at all.
    if (row.listingId !== null)
      await countApplication(tx, { listingId: row.listingId, organizationId: row.organizationId });
    return { created: true as const, row };
  }).catch((error: unknown) => {
    // A parallel submission's open application to this listing committed first (the partial
    // unique indexes, ADR 055): with this key it is answered below, with another it is refused.
    if (isUniqueViolation(error)) return { created: false as const };
    throw error;
  });
  if (outcome.created) return { created: true, application: present(outcome.row) };
  const first = await findByIdempotencyKey(ctx.db, email, body.idempotency_key);
  if (!first) throw alreadyApplied();
  return { created: false, application: present(first) };
}

/** Whether the bytes are a PDF by their first bytes (the name and the declared type are not trusted). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.toString("latin1", 0, 5) === "%PDF-";
}

/** A file name that is safe to show and send back: no path, no control characters, ends in .pdf. */
function cleanFileName(raw: string | undefined): string {
  let name = "";
  try {
    name = decodeURIComponent(raw ?? "");
  } catch {
    name = "";
  }
  name = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 150);
  if (!name) name = "attachment.pdf";
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Who uploads: a signed-in user, or the holder of a live verification token (read, not spent). */
export type Uploader = { kind: "user"; user: SessionUser } | { kind: "anonymous"; token: string | undefined };

/**
 * POST /capi/user/application-attachments: stores a PDF (≤ 10 MB, `%PDF-` by content) for a later
 * application to claim. A FieldError at `attachment` when the bytes are no PDF; ServiceError when an anonymous
 * uploader's token proves no address, or attachment_active_content when the PDF holds something
 * that runs (pdf-active-content.ts).
 */
export async function uploadAttachment(
  ctx: AppContext,
  uploader: Uploader,
  bytes: Buffer,
  rawFileName: string | undefined,
): Promise<TApplicationAttachment> {
  if (bytes.length > APPLICATION_LIMITS.attachmentMaxBytes)
    throw new PayloadTooLargeError("payloadTooLarge", { limit: "10 MiB" });
  let owner: { uploaderUserId: number | null; uploaderEmail: string | null };
  if (uploader.kind === "user") {
    owner = { uploaderUserId: uploader.user.id, uploaderEmail: uploader.user.email.toLowerCase() };
  } else {
    const email = await verifiedEmailOf(ctx, uploader.token, "application");
    if (!email)
      throw new ServiceError(
        APPLICATION_ERROR_CODES.verificationInvalid,
        "userApplicationsAnonUploadNeedsVerification",
      );
    owner = { uploaderUserId: null, uploaderEmail: email };
  }
  if (!isPdf(bytes)) throw FieldError.at("body", ["attachment"], "userApplicationsAttachmentNotPdf");
  // The employer opens it: nothing in it may run (ADR 064).
  if (pdfActiveContent(bytes)) {
    throw new ServiceError(APPLICATION_ERROR_CODES.attachmentActiveContent, "userApplicationsAttachmentActiveContent");
  }
  const id = randomBytes(16).toString("hex");
  const fileName = cleanFileName(rawFileName);
  await insertAttachment(ctx.db, {
    id,
    ...owner,
    fileName,
    contentType: ATTACHMENT_CONTENT_TYPE,
    bytes,
    byteSize: bytes.length,
    createdAt: ctx.now(),
  });
  return { id, file_name: fileName, byte_size: bytes.length };
}

/** GET /capi/user/candidate-pool: the companies the seeker lets see their profile. */
export async function poolGrants(ctx: AppContext, user: SessionUser): Promise<TCandidatePoolGrantsResponse> {
  const rows = await poolGrantsOf(ctx.db, user.id);
  return {
    items: rows.map((r) => ({
      company_id: r.companyId,
      company_name: r.companyName,
      granted_at: r.grantedAt.toISOString(),
    })),
    count: rows.length,
  };
}

/**
 * PUT /capi/user/candidate-pool/{company_id}: grants access (idempotent: a repeated grant keeps its
 * date), once the seeker profile is complete — a company is never shown an empty profile.
 */
export async function grantPoolAccess(ctx: AppContext, user: SessionUser, companyId: number) {
  if (!(await findOrganizationName(ctx.db, companyId))) throw new NotFoundError("notFound");
  if (!seekerProfileComplete(await getSeekerProfile(ctx, user)))
    throw new ServiceError(APPLICATION_ERROR_CODES.seekerProfileIncomplete, "userApplicationsSeekerProfileIncomplete");
  await insertPoolGrant(ctx.db, user.id, companyId, ctx.now());
  return poolGrants(ctx, user);
}

/** DELETE /capi/user/candidate-pool/{company_id}: revokes access (idempotent); the company no longer sees the profile. */
export async function revokePoolAccess(ctx: AppContext, user: SessionUser, companyId: number) {
  if (!(await findOrganizationName(ctx.db, companyId))) throw new NotFoundError("notFound");
  await deletePoolGrant(ctx.db, user.id, companyId);
  return poolGrants(ctx, user);
}

/**
 * The seeker's career area (issue 10, ADR 023): their own applications — list, detail, the
 * profile texts while pending, withdrawing — and the anonymous applicant's status page reached
 * by the mailed token. Another user's application, or a token of another application, is 404.
 * Withdrawing goes through the state machine (moveApplication), which writes the activity.
 */
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_STATUS_GROUPS,
  MY_APPLICATION_TEXT_FIELDS,
  type TApplicationStatusUpdate,
  type TMyApplication,
  type TMyApplicationAnswer,
  type TMyApplicationsQuery,
  type TMyApplicationsResponse,
  type TMyApplicationUpdate,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { FieldError, foundOr404, NotFoundError, ServiceError } from "../../../errors";
import { hashToken } from "../../../lib/secrets";
import type { SessionUser } from "../../../sessions/sessions";
import { moveApplication } from "../application-states";
import { queueApplicantMail } from "../applicant-identity";
import { queueWithdrawnByApplicantMail } from "../follow-up/follow-up.mails";
import { findAnswerDays } from "../follow-up/follow-up.repo";
import { closesAt, effectiveAnswerDays } from "../follow-up/follow-up.service";
import { mailPageLink } from "../../mail/mail.links";
import { deletedOnOf } from "../../retention/retention.service";
import { questionsOfVersion } from "../../questionnaires/questionnaires.service";
import { presentMyApplication, presentMyApplicationSummary, SEEKER_HISTORY_VERBS } from "./my-career.presenter";
import {
  answersOf,
  attachmentsOf,
  findApplicationWithNames,
  lockApplication,
  updateApplicationTexts,
  type ApplicationRow,
  type ApplicationWithNames,
} from "../applications.repo";
import {
  countMyApplications,
  findApplicationByStatusToken,
  findMyApplication,
  historyOf,
  invitedAtOf,
  listMyApplications,
} from "./my-career.repo";
import "./my-career.messages";

/** GET /capi/user/applications: a page of the user's own applications in the group, with the total. */
export async function listOwnApplications(
  ctx: AppContext,
  user: SessionUser,
  query: TMyApplicationsQuery,
): Promise<TMyApplicationsResponse> {
  const filter = { userId: user.id, statuses: query.status ? APPLICATION_STATUS_GROUPS[query.status] : undefined };
  const [rows, total] = await Promise.all([
    listMyApplications(ctx.db, filter, { limit: query.limit, offset: query.offset, order: query.order_by }),
    countMyApplications(ctx.db, filter),
  ]);
  return { items: rows.map(presentMyApplicationSummary), count: total };
}

/**
 * The answers with their questions as they read in the version the applicant answered
 * (questionsOfVersion: an edited questionnaire keeps its earlier versions), in that version's order.
 */
async function answersWithQuestions(ctx: AppContext, row: ApplicationWithNames): Promise<TMyApplicationAnswer[]> {
  const { application } = row;
  const answers = await answersOf(ctx.db, application.id);
  if (answers.length === 0 || application.questionnaireId === null || application.questionnaireVersion === null) {
    return [];
  }
  const questions = await questionsOfVersion(ctx, application.questionnaireId, application.questionnaireVersion);
  const valuesOf = new Map(answers.map((answer) => [answer.questionId, answer.values]));
  return questions.flatMap((question) => {
    const values = valuesOf.get(question.id);
    return values ? [{ question_id: question.id, question: question.text, type: question.type, values }] : [];
  });
}

async function detailOf(ctx: AppContext, row: ApplicationWithNames): Promise<TMyApplication> {
  const { application } = row;
  const final = !["pending", "active"].includes(application.status);
  const [answers, attachments, history, invitedAt, answerTime, deletedOn] = await Promise.all([
    answersWithQuestions(ctx, row),
    attachmentsOf(ctx.db, application.id),
    historyOf(ctx.db, application, SEEKER_HISTORY_VERBS),
    application.origin === "invited" ? invitedAtOf(ctx.db, application.id) : Promise.resolve(null),
    findAnswerDays(ctx.db, application.organizationId),
    final ? deletedOnOf(ctx, application) : Promise.resolve(null),
  ]);
  const answerDays = effectiveAnswerDays(answerTime?.days);
  return presentMyApplication(row, {
    answers,
    attachments,
    history,
    invitedAt,
    answerDays,
    closesAt: application.status === "pending" ? closesAt(application, answerDays) : null,
    deletedOn,
  });
}

/** The applicant withdrew: final, and confirmed by mail with the day their data is deleted (issue 29). */
async function withdrawAndConfirm(tx: AppContext, application: ApplicationRow, actorUserId: number | null) {
  const moved = await moveApplication(tx, application, "withdrawByUser", actorUserId);
  const row = foundOr404(await findApplicationWithNames(tx.db, moved.id));
  await queueApplicantMail(moved, async () =>
    queueWithdrawnByApplicantMail(tx, {
      to: moved.email,
      language: moved.language,
      firstName: moved.firstName,
      companyName: row.company.name,
      title: row.listing?.title ?? row.job?.title ?? null,
      deletedOn: await deletedOnOf(tx, moved),
      link: moved.userId === null ? null : mailPageLink(tx, moved.language, `user/applications/${moved.id}`),
    }),
  );
}

async function ownApplication(ctx: AppContext, user: SessionUser, id: number): Promise<ApplicationWithNames> {
  return foundOr404(await findMyApplication(ctx.db, user.id, id));
}

/** GET /capi/user/applications/{id}: NotFoundError for another user's application or an unknown id. */
export async function getOwnApplication(ctx: AppContext, user: SessionUser, id: number): Promise<TMyApplication> {
  return detailOf(ctx, await ownApplication(ctx, user, id));
}

/**
 * PUT /capi/user/applications/{id}: `status: "withdrawn"` withdraws it (withdrawByUser; final;
 * from a closed state: invalid_transition; with any text as well: a FieldError at each text); else the three profile texts replace the stored ones
 * while it is pending (else application_not_pending). The row is locked: a parallel change of the
 * employer (accept) lands before or after, never in between.
 */
export async function updateOwnApplication(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  input: TMyApplicationUpdate,
): Promise<TMyApplication> {
  const textsSent = MY_APPLICATION_TEXT_FIELDS.filter((field) => input[field] !== undefined);
  if (input.status !== undefined && textsSent.length > 0) {
    throw new FieldError(
      "body",
      textsSent.map((field) => ({ path: [field], key: "myCareerTextsWithStatus" })),
    );
  }
  await inTransaction(ctx, async (tx) => {
    const owned = await ownApplication(tx, user, id);
    const application = foundOr404(await lockApplication(tx.db, owned.application.id));
    if (input.status === "withdrawn") {
      await withdrawAndConfirm(tx, application, user.id);
      return;
    }
    await saveTexts(tx, application, input);
  });
  return getOwnApplication(ctx, user, id);
}

/**
 * Replaces the three profile texts of a locked application while it is pending (else
 * application_not_pending); conditional on the status, so an accept in between wins.
 */
async function saveTexts(
  ctx: AppContext,
  application: { id: number; status: string },
  texts: { my_story?: string | undefined; what_i_bring?: string | undefined; what_i_want?: string | undefined },
): Promise<void> {
  if (application.status !== "pending") throw notPendingError();
  const saved = await updateApplicationTexts(ctx.db, application.id, {
    myStory: texts.my_story ?? "",
    whatIBring: texts.what_i_bring ?? "",
    whatIWant: texts.what_i_want ?? "",
    updatedAt: ctx.now(),
  });
  if (!saved) throw notPendingError();
}

function notPendingError(): ServiceError {
  return new ServiceError(APPLICATION_ERROR_CODES.notPending, "myCareerNotPending");
}

/** The application whose mailed status token this is; 404 for any other id, a wrong or an empty token. */
async function applicationOfToken(ctx: AppContext, id: number, token: string): Promise<ApplicationWithNames> {
  const row = token ? await findApplicationByStatusToken(ctx.db, id, hashToken(token)) : undefined;
  if (!row) throw new NotFoundError("notFound");
  return row;
}

/** GET /capi/application-status/{id}?token=: the anonymous applicant's own application, read-only. */
export async function getApplicationStatus(ctx: AppContext, id: number, token: string): Promise<TMyApplication> {
  return detailOf(ctx, await applicationOfToken(ctx, id, token));
}

/**
 * PUT /capi/application-status/{id}: the anonymous applicant replaces the three profile texts with
 * the mailed token, under the signed-in rules (only while pending; ADR 055).
 */
export async function updateTextsByStatusToken(
  ctx: AppContext,
  id: number,
  input: TApplicationStatusUpdate,
): Promise<TMyApplication> {
  await inTransaction(ctx, async (tx) => {
    const row = await applicationOfToken(tx, id, input.token);
    const application = foundOr404(await lockApplication(tx.db, row.application.id));
    await saveTexts(tx, application, input);
  });
  return getApplicationStatus(ctx, id, input.token);
}

/** POST /capi/application-status/{id}/withdraw: withdraws it (no account: the activity has no actor). */
export async function withdrawByStatusToken(ctx: AppContext, id: number, token: string): Promise<TMyApplication> {
  await inTransaction(ctx, async (tx) => {
    const row = await applicationOfToken(tx, id, token);
    const application = foundOr404(await lockApplication(tx.db, row.application.id));
    await withdrawAndConfirm(tx, application, null);
  });
  return getApplicationStatus(ctx, id, token);
}

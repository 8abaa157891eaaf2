/**
 * Contact requests, rejection and the application PDF (issue 10, points 6–8; ADR 025).
 *
 * - A contact request: the employer's message, mailed to the applicant with a link that works once
 *   for 14 days (a random token; only its hash is stored). Sending one takes a pending application
 *   into consideration (pending → active, through the state machine). One open request at a time.
 * - The applicant answers through the link, without signing in (the token is the proof): accepting
 *   reveals their email and phone to the employer; declining ends the application (`user_rejected`).
 * - A rejection: the employer's message, mailed; the application shows `org_rejected`; never twice.
 *
 * Every change locks the application row first, so parallel requests, answers and rejections of
 * one application apply one after another; each lands with its activity and mail or not at all.
 */
import {
  applicationPdfFileName,
  CONTACT_REQUEST_DAYS,
  CONTACT_REQUEST_ERROR_CODES,
  displayedApplicationStatus,
  type TContactRequestCreateRequest,
  type TLanguage,
  type TOrgContactRequest,
  type TOrgContactRequestsResponse,
  type TPublicContactRequest,
  type TRejectApplicationRequest,
  type TRejectApplicationResponse,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { foundOr404, NotFoundError, ServiceError } from "../../../errors";
import { todayInZurich } from "../../../lib/dates";
import { hashToken, newLinkToken } from "../../../lib/secrets";
import { slugify } from "../../../lib/slug";
import { recordActivity } from "../../activities/activities.service";
import {
  answersOf,
  applicationsOfOrganization,
  attachmentBytesOf,
  attachmentsOf,
  revealContact,
  type ApplicationRow,
  type ApplicationWithNames,
} from "../applications.repo";
import { applicationActivityFields, moveApplication } from "../application-states";
import type { OrgContext } from "../../orgs/orgs.types";
import { questionsOfVersion } from "../../questionnaires/questionnaires.service";
import { applicantDisplayName, isIdentityDeleted, queueApplicantMail } from "../applicant-identity";
import { mailPageLink } from "../../mail/mail.links";
import { deletedOnOf } from "../../retention/retention.service";
import { markApplicationSeen } from "../follow-up/follow-up.service";
import { queueContactAcceptedMail, queueContactDeclinedMail } from "../follow-up/follow-up.mails";
import { applicationPdfTitle, renderApplicationPdf, type ApplicationPdfData } from "./application-pdf";
import { mergePdfParts } from "./application-pdf-merge";
import { AttachmentReader, type ReadAttachment } from "./attachment-pages";
import { queueContactRequestMail, queueRejectionMail } from "./contact-requests.mails";
import {
  presentContactRequestApplication,
  presentOrgContactRequest,
  presentPublicContactRequest,
} from "./contact-requests.presenter";
import {
  answerContactRequest,
  contactRequestsOf,
  findApplicationWithNames,
  findContactRequestByTokenHash,
  insertContactRequest,
  openContactRequestOf,
} from "./contact-requests.repo";
import "./contact-requests.messages";

const DAY = 24 * 60 * 60 * 1000;

/** Activity verbs of this feature (the activities locales word them). */
export const CONTACT_REQUEST_VERBS = {
  requested: "contact_requested",
  accepted: "contact_accepted",
  declined: "contact_declined",
} as const;

/** Whether an application is still open (pending or active): requests and rejections need that. */
export function isOpen(application: Pick<ApplicationRow, "status">): boolean {
  return application.status === "pending" || application.status === "active";
}

/** The link of a contact request's mail: the accept screen in the applicant's language. */
export function contactRequestLink(ctx: AppContext, language: TLanguage, token: string): string {
  return mailPageLink(ctx, language, `contact-requests/accept/${encodeURIComponent(token)}`);
}

async function applicationOf(ctx: AppContext, org: OrgContext, id: number, lock = false) {
  return foundOr404(await findApplicationWithNames(ctx.db, org.organization.id, id, { lock }));
}

/** GET /capi/org/applications/{id}/contact-requests: the requests, and what the screens show of the application. */
export async function contactRequestsOfApplication(
  ctx: AppContext,
  org: OrgContext,
  id: number,
): Promise<TOrgContactRequestsResponse> {
  const found = await applicationOf(ctx, org, id);
  const requests = await contactRequestsOf(ctx.db, id);
  const now = ctx.now();
  const hasOpen = requests.some((r) => presentOrgContactRequest(r, found.application, now).status === "open");
  return {
    application: presentContactRequestApplication(found, { hasOpenRequest: hasOpen }),
    items: requests.map((r) => presentOrgContactRequest(r, found.application, now)),
  };
}

/**
 * POST /capi/org/applications/{id}/contact-requests: refused for an application that has ended
 * (application_closed), whose contact is revealed already (contact_already_revealed) or that has
 * an open request (contact_request_open), or whose applicant deleted their data
 * (applicant_data_deleted, ADR 030: nobody could receive or accept it). A pending application
 * becomes active.
 */
export async function sendContactRequest(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TContactRequestCreateRequest,
): Promise<TOrgContactRequest> {
  return inTransaction(ctx, async (tx) => {
    const found = await applicationOf(tx, org, id, true);
    let application = found.application;
    const now = tx.now();
    if (!isOpen(application)) {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.applicationClosed, "contactRequestApplicationClosed");
    }
    if (application.contactRevealedAt) {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.alreadyRevealed, "contactRequestAlreadyRevealed");
    }
    if (await openContactRequestOf(tx.db, application.id, now)) {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.open, "contactRequestOpen");
    }
    if (isIdentityDeleted(application)) {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.applicantDataDeleted, "contactRequestApplicantDataDeleted");
    }
    // Taken into consideration by the request: its activity says what happened (ADR 057).
    if (application.status === "pending") {
      application = await moveApplication(tx, application, "accept", org.user.id, { implied: true });
    }

    const { token, stored } = newLinkToken(now, CONTACT_REQUEST_DAYS * DAY);
    const request = await insertContactRequest(tx.db, {
      applicationId: application.id,
      message: input.message,
      ...stored,
      sentByUserId: org.user.id,
    });
    await recordActivity(tx, {
      ...(await applicationActivityFields(tx, application)),
      verb: CONTACT_REQUEST_VERBS.requested,
      actorKind: "member",
      actorUserId: org.user.id,
    });
    await queueApplicantMail(application, () =>
      queueContactRequestMail(tx, {
        to: application.email,
        language: application.language,
        firstName: application.firstName,
        companyName: found.company.name,
        listingTitle: found.listing?.title ?? null,
        message: input.message,
        link: contactRequestLink(tx, application.language, token),
        days: CONTACT_REQUEST_DAYS,
      }),
    );
    return presentOrgContactRequest(request, application, now);
  });
}

/**
 * POST /capi/org/applications/{id}/reject: the application ends as rejected by the organisation
 * (`org_rejected`) and the applicant gets the message. A second rejection is refused
 * (application_already_rejected); a withdrawn or archived one cannot be rejected (invalid_transition).
 * Once the applicant deleted their data (ADR 030) nobody is mailed and the message may be left out;
 * otherwise it is required (rejection_message_required).
 */
export async function rejectApplication(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TRejectApplicationRequest,
): Promise<TRejectApplicationResponse> {
  return inTransaction(ctx, async (tx) => {
    const found = await applicationOf(tx, org, id, true);
    if (found.application.status === "rejected") {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.alreadyRejected, "contactRequestAlreadyRejected");
    }
    const message = input.message;
    if (message === undefined && !isIdentityDeleted(found.application)) {
      throw new ServiceError(CONTACT_REQUEST_ERROR_CODES.messageRequired, "contactRequestRejectionMessageRequired");
    }
    const rejected = await rejectLockedApplication(tx, found, org.user.id, message);
    return {
      id: rejected.id,
      status: displayedApplicationStatus(rejected.status, rejected.closedBy),
      closed_at: (rejected.closedAt ?? tx.now()).toISOString(),
    };
  });
}

/**
 * The rejection itself, for an application its caller locked (through `findApplicationWithNames`
 * with `lock`) in the transaction `tx`: the transition with its activity, the message kept as the
 * closing message and mailed to the applicant in their language. The single rejection, the bulk
 * rejection and the scheduled rejections' task all reject through here (ADR 090).
 */
export async function rejectLockedApplication(
  tx: AppContext,
  found: ApplicationWithNames,
  actorUserId: number | null,
  message: string | undefined,
): Promise<ApplicationRow> {
  const rejected = await moveApplication(tx, found.application, "rejectByOrg", actorUserId, {
    closingMessage: message ?? null,
  });
  if (message !== undefined) {
    await queueApplicantMail(rejected, async () =>
      queueRejectionMail(tx, {
        to: rejected.email,
        language: rejected.language,
        firstName: rejected.firstName,
        companyName: found.company.name,
        listingTitle: found.listing?.title ?? null,
        message,
        deletedOn: await deletedOnOf(tx, rejected),
      }),
    );
  }
  return rejected;
}

async function requestOfToken(ctx: AppContext, token: string, lock: boolean) {
  return findContactRequestByTokenHash(ctx.db, hashToken(token), { lock });
}

/** GET /capi/contact-requests/{token}: what the applicant is asked, and where it stands; 404 for an unknown token. */
export async function publicContactRequest(ctx: AppContext, token: string): Promise<TPublicContactRequest> {
  const found = await requestOfToken(ctx, token, false);
  if (!found) throw new NotFoundError("notFound");
  return presentPublicContactRequest(found, found.request, ctx.now());
}

/**
 * POST /capi/contact-requests/{token}/accept or /decline: once per link, while it is open.
 * Unknown, expired, answered, or on an application that has ended: contact_request_invalid.
 */
export async function answerContactRequestByToken(
  ctx: AppContext,
  token: string,
  answer: "accepted" | "declined",
): Promise<TPublicContactRequest> {
  return inTransaction(ctx, async (tx) => {
    const invalid = () => new ServiceError(CONTACT_REQUEST_ERROR_CODES.invalid, "contactRequestInvalid");
    const found = await requestOfToken(tx, token, true);
    if (!found || !isOpen(found.application)) throw invalid();
    const now = tx.now();
    const request = await answerContactRequest(tx.db, found.request.id, now, answer);
    if (!request) throw invalid();
    let application = found.application;
    const actor = application.userId;
    // The applicant answered; declining also ends the application (its activity says both).
    await recordActivity(tx, {
      ...(await applicationActivityFields(tx, application)),
      verb: answer === "accepted" ? CONTACT_REQUEST_VERBS.accepted : CONTACT_REQUEST_VERBS.declined,
      actorKind: "applicant",
      actorUserId: actor,
    });
    const mailed = {
      to: application.email,
      language: application.language,
      firstName: application.firstName,
      companyName: found.company.name,
      title: found.listing?.title ?? found.job?.title ?? null,
      link:
        application.userId === null
          ? null
          : mailPageLink(tx, application.language, `user/applications/${application.id}`),
    };
    // The applicant's own answer is confirmed by mail too (issue 29): each step is on record.
    if (answer === "accepted") {
      await revealContact(tx.db, application.id, now);
      await queueApplicantMail(application, () => queueContactAcceptedMail(tx, mailed));
    } else {
      application = await moveApplication(tx, application, "rejectByUser", actor);
      const closed = application;
      await queueApplicantMail(closed, async () =>
        queueContactDeclinedMail(tx, { ...mailed, deletedOn: await deletedOnOf(tx, closed) }),
      );
    }
    return presentPublicContactRequest({ ...found, application }, request, now);
  });
}

/** The PDF and its download name. */
export interface ApplicationPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * GET /capi/org/applications/{id}/pdf: the application as an A4 PDF in `language` (the employer's),
 * its attached PDFs' pages appended with a bookmark per part (ADR 093). The applicant's email and
 * phone are in it only once revealed (they accepted a contact request), as on the candidate profile.
 */
export async function applicationPdf(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  language: TLanguage,
): Promise<ApplicationPdf> {
  const found: ApplicationWithNames = await applicationOf(ctx, org, id);
  const reader = new AttachmentReader();
  try {
    const { bytes } = await wholeApplicationPdf(ctx, found, language, reader);
    return { fileName: applicationPdfFileName(found.application.id), bytes };
  } finally {
    await reader.close();
  }
}

/** The merged PDF of one application and the applicant's name as the PDF shows it; marks it seen. */
async function wholeApplicationPdf(
  ctx: AppContext,
  found: ApplicationWithNames,
  language: TLanguage,
  reader: AttachmentReader,
): Promise<{ bytes: Buffer; name: string }> {
  const { application } = found;
  const [questions, answers, attachments] = await Promise.all([
    application.questionnaireId !== null && application.questionnaireVersion !== null
      ? questionsOfVersion(ctx, application.questionnaireId, application.questionnaireVersion)
      : Promise.resolve([]),
    answersOf(ctx.db, application.id),
    attachmentsOf(ctx.db, application.id),
  ]);
  const valuesOf = new Map(answers.map((a) => [a.questionId, a.values]));
  await markApplicationSeen(ctx, application.id);
  // One attachment's bytes in memory at a time; the reader keeps only the pages it took.
  reader.nextApplication();
  let read: ReadAttachment[] = [];
  for (const attachment of attachments) {
    const bytes = await attachmentBytesOf(ctx.db, attachment.id);
    read.push(
      bytes
        ? await reader.read(attachment.fileName, bytes)
        : { name: attachment.fileName, byteSize: attachment.byteSize, problem: "unreadable" },
    );
  }
  const name = applicantDisplayName(application, language);
  const data: Omit<ApplicationPdfData, "attachments"> = {
    companyName: found.company.name,
    listingTitle: found.listing?.title ?? null,
    jobTitle: found.job?.title ?? null,
    origin: application.origin,
    name,
    contact: contactVisible(application) ? { email: application.email, phone: application.phone } : undefined,
    status: displayedApplicationStatus(application.status, application.closedBy),
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    closedAt: application.closedAt,
    knockOutMissed: application.knockOutMissed,
    texts: { myStory: application.myStory, whatIBring: application.whatIBring, whatIWant: application.whatIWant },
    answers: questions.map((q) => ({ question: q.text, values: valuesOf.get(q.id) ?? [] })),
    generatedAt: ctx.now(),
  };
  const merge = async () => {
    const own = await renderApplicationPdf(
      {
        ...data,
        attachments: read.map((a) =>
          "pdf" in a
            ? { name: a.name, bytes: a.byteSize, pages: a.pages }
            : { name: a.name, bytes: a.byteSize, problem: a.problem },
        ),
      },
      language,
    );
    return mergePdfParts([
      { title: applicationPdfTitle(name, language), pdf: own },
      ...read.flatMap((a) => ("pdf" in a ? [{ title: a.name, pdf: a.pdf }] : [])),
    ]);
  };
  const merged = await merge();
  if (merged.failed.length === 0) return { bytes: merged.bytes, name };
  // A part the reader took that still cannot be copied: listed as unreadable, and the PDF drawn again.
  const appended = read.flatMap((a, index) => ("pdf" in a ? [index] : []));
  const failed = new Set(merged.failed.map((k) => appended[k]));
  read = read.map((a, index) =>
    failed.has(index) ? { name: a.name, byteSize: a.byteSize, problem: "unreadable" } : a,
  );
  const again = await merge();
  return { bytes: again.bytes, name };
}

/** A ZIP of application PDFs: its download name and the files, made one at a time as it is read. */
export interface ApplicationsZip {
  fileName: string;
  files: AsyncIterable<{ name: string; bytes: Uint8Array }>;
}

/** The name of an application's PDF in the ZIP: its number and the applicant's name, ASCII (e.g. `1042-zoe-mueller.pdf`). */
export function zipEntryName(applicationId: number, applicantName: string): string {
  const folded = slugify(
    applicantName
      .replace(/[đĐ]/g, "d")
      .replace(/[łŁ]/g, "l")
      .replace(/[øØ]/g, "o")
      .replace(/[æÆ]/g, "ae")
      .replace(/[œŒ]/g, "oe")
      .replace(/[þÞ]/g, "th")
      .replace(/ı/g, "i"),
    60,
  );
  return folded ? `${applicationId}-${folded}.pdf` : `${applicationId}.pdf`;
}

/**
 * POST /capi/org/applications/pdf-zip: the merged PDFs of the organisation's applications `ids`
 * (at most 50, each once, in the order given), one per application, as a ZIP made while it is sent.
 * One id of another organisation, or of none, answers 404 for the whole request before anything
 * is made (ADR 093). Each application is marked seen as its PDF is made, as with the single PDF.
 */
export async function applicationsPdfZip(
  ctx: AppContext,
  org: OrgContext,
  ids: number[],
  language: TLanguage,
): Promise<ApplicationsZip> {
  const unique = [...new Set(ids)];
  const owned = new Set(
    (await applicationsOfOrganization(ctx.db, org.organization.id, unique)).map((found) => found.application.id),
  );
  if (unique.some((id) => !owned.has(id))) throw new NotFoundError("notFound");
  async function* files() {
    const reader = new AttachmentReader();
    try {
      for (const id of unique) {
        const found = await findApplicationWithNames(ctx.db, org.organization.id, id);
        if (!found) continue; // deleted since the request began (retention, the applicant's erasure)
        const { bytes, name } = await wholeApplicationPdf(ctx, found, language, reader);
        yield { name: zipEntryName(id, name), bytes };
      }
    } finally {
      await reader.close();
    }
  }
  return { fileName: `applications-${todayInZurich(ctx.now())}.zip`, files: files() };
}

/**
 * Whether the employer sees the applicant's email and phone: only once the applicant accepted a
 * contact request (`contact_revealed_at`), as on the candidate profile (features/candidates).
 */
export function contactVisible(application: Pick<ApplicationRow, "contactRevealedAt">): boolean {
  return application.contactRevealedAt !== null;
}

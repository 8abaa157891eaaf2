/**
 * The application state machine, in one place (docs/domain.md §4 "Application states"): every change of
 * an application's status goes through `moveApplication`, which refuses what the machine does not
 * allow (400 ServiceError invalid_transition) and writes the activity in the same transaction.
 */
import {
  ANSWERING_TRANSITIONS,
  APPLICATION_TRANSITIONS,
  applicationTransitionAllowed,
  type TApplicationTransition,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { recordActivity, type ActivityKindInput } from "../activities/activities.service";
import { invalidTransitionError } from "../orgs/plan-limits";
import { positionOf, updateApplicationStatus, type ApplicationRow } from "./applications.repo";

type ApplicationKind = Extract<ActivityKindInput, { sourceType: "application" }>;

/**
 * The activity of each move (activities locales word them). Declining a contact request is the
 * only way an applicant rejects: its own activity (contact_declined) says so, the move writes none.
 */
const KINDS = {
  accept: { verb: "accepted", actorKind: "member" },
  withdrawByUser: { verb: "withdrawn", actorKind: "applicant" },
  withdrawByOrg: { verb: "withdrawn", actorKind: "member" },
  rejectByOrg: { verb: "rejected", actorKind: "member" },
  rejectByUser: null,
  archive: { verb: "archived", actorKind: "member" },
  closeUnanswered: { verb: "closed_unanswered", actorKind: "system" },
} as const satisfies Record<TApplicationTransition, Pick<ApplicationKind, "verb" | "actorKind"> | null>;

/** What the activities of an application say of it: the applicant's name, the listing (or job) it is for. */
export async function applicationActivityFields(ctx: AppContext, application: ApplicationRow) {
  return {
    organizationId: application.organizationId,
    sourceType: "application" as const,
    sourceId: application.id,
    subject: `${application.firstName} ${application.lastName}`,
    position: await positionOf(ctx.db, application),
  };
}

/**
 * Applies `transition` to `application` (a row the caller read, and authorised, in this
 * transaction). `actorUserId`: the member or seeker who acted, null for an anonymous applicant.
 * `closingMessage`: the employer's message when it closes the application (rejection, withdrawal),
 * kept for the applicant's page (ADR 055).
 * Call it inside a transaction: the move and its activity land together or not at all.
 * `implied`: the move is part of another action that writes its own activity (sending a contact
 * request takes a pending application into consideration), so it writes none: the feed says what
 * somebody did, not each step it caused (ADR 057).
 */
export async function moveApplication(
  ctx: AppContext,
  application: ApplicationRow,
  transition: TApplicationTransition,
  actorUserId: number | null,
  options: { closingMessage?: string | null; implied?: boolean } = {},
): Promise<ApplicationRow> {
  const move = APPLICATION_TRANSITIONS[transition];
  if (!applicationTransitionAllowed(transition, application.status)) {
    throw invalidTransitionError("application", application.status, move.to);
  }
  const now = ctx.now();
  const final = move.to !== "active";
  const updated = await updateApplicationStatus(ctx.db, application.id, move.from, {
    status: move.to,
    closedBy: move.closedBy,
    // Every final state is dated: retention counts from it (issue 29).
    closedAt: final ? now : application.closedAt,
    // The organisation's first answer (the response record).
    answeredAt: application.answeredAt ?? (ANSWERING_TRANSITIONS.includes(transition) ? now : null),
    updatedAt: now,
    ...(options.closingMessage !== undefined ? { closingMessage: options.closingMessage } : {}),
  });
  // Someone else moved it since it was read: what they did decides; this move is refused.
  if (!updated) throw invalidTransitionError("application", application.status, move.to);
  const kind = KINDS[transition];
  if (options.implied || kind === null) return updated;
  await recordActivity(ctx, { ...(await applicationActivityFields(ctx, application)), ...kind, actorUserId });
  return updated;
}

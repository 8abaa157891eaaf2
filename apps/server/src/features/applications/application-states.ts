/**
 * The application state machine, in one place (DESIGN §4 "Application states"): every change of
 * an application's status goes through `moveApplication`, which refuses what the machine does not
 * allow (400 ServiceError invalid_transition) and writes the activity in the same transaction.
 */
import { APPLICATION_TRANSITIONS, applicationTransitionAllowed, type TApplicationTransition } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { recordActivity } from "../activities/activities.service";
import { invalidTransitionError } from "../orgs/plan-limits";
import { updateApplicationStatus, type ApplicationRow } from "./application-states.repo";

/** The activity verb of each move (activities locales word them). */
const VERBS: Record<TApplicationTransition, string> = {
  accept: "accepted",
  withdrawByUser: "withdrawn",
  withdrawByOrg: "withdrawn",
  rejectByOrg: "rejected",
  rejectByUser: "rejected",
  archive: "archived",
};

/**
 * Applies `transition` to `application` (a row the caller read, and authorised, in this
 * transaction). `actorUserId`: the member or seeker who acted, null for an anonymous applicant.
 * `closingMessage`: the employer's message when it closes the application (rejection, withdrawal),
 * kept for the applicant's page (ADR 055).
 * Call it inside a transaction: the move and its activity land together or not at all.
 */
export async function moveApplication(
  ctx: AppContext,
  application: ApplicationRow,
  transition: TApplicationTransition,
  actorUserId: number | null,
  options: { closingMessage?: string | null } = {},
): Promise<ApplicationRow> {
  const move = APPLICATION_TRANSITIONS[transition];
  if (!applicationTransitionAllowed(transition, application.status)) {
    throw invalidTransitionError("application", application.status, move.to);
  }
  const now = ctx.now();
  const updated = await updateApplicationStatus(ctx.db, application.id, move.from, {
    status: move.to,
    closedBy: move.closedBy,
    closedAt: move.closedBy ? now : application.closedAt,
    updatedAt: now,
    ...(options.closingMessage !== undefined ? { closingMessage: options.closingMessage } : {}),
  });
  // Someone else moved it since it was read: what they did decides; this move is refused.
  if (!updated) throw invalidTransitionError("application", application.status, move.to);
  await recordActivity(ctx, {
    organizationId: application.organizationId,
    sourceType: "application",
    sourceId: application.id,
    verb: VERBS[transition],
    actorUserId,
    subject: `${application.firstName} ${application.lastName}`,
  });
  return updated;
}

/**
 * The organisation's activity feed (DESIGN §4): every change of a job, listing, questionnaire or
 * application writes one activity, and each member gets a notification until dismissed.
 */
import type { TActivitySourceType } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { insertActivityWithNotifications, type ActivityRow } from "./activities.repo";

export interface ActivityInput {
  organizationId: number;
  sourceType: TActivitySourceType;
  sourceId: number;
  /** What happened, e.g. created, updated, published, archived, extended, reopened, answered. */
  verb: string;
  /** The member who acted; null for the scheduler or an applicant. */
  actorUserId: number | null;
  /** The source's title at that moment (listing title, job title, questionnaire name, applicant). */
  subject: string;
}

/**
 * Records an activity. Call it inside the transaction of the change it describes, so a change
 * never lands without its activity (nor an activity without its change).
 */
export function recordActivity(ctx: AppContext, input: ActivityInput): Promise<ActivityRow> {
  return insertActivityWithNotifications(ctx.db, { ...input, createdAt: ctx.now() });
}

import type { TActivity, TNotification } from "@jobatlas/contract";
import type { ActivityWithActor, NotificationWithActivity } from "./activities.repo";

export function presentActivity({ activity, actor }: ActivityWithActor): TActivity {
  return {
    id: activity.id,
    source_type: activity.sourceType,
    source_id: activity.sourceId,
    verb: activity.verb,
    subject: activity.subject,
    actor_kind: activity.actorKind,
    // Only a member is named: an applicant's account (a seeker) is no actor of the organisation's.
    actor:
      actor && activity.actorKind === "member"
        ? { id: actor.id, first_name: actor.firstName, last_name: actor.lastName }
        : null,
    position: activity.position,
    created_at: activity.createdAt.toISOString(),
  };
}

export function presentNotification(row: NotificationWithActivity): TNotification {
  return {
    id: row.notification.id,
    created_at: row.notification.createdAt.toISOString(),
    dismissed_at: row.notification.dismissedAt?.toISOString() ?? null,
    activity: presentActivity(row),
  };
}

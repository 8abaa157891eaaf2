import type { TLanguage } from "@jobatlas/contract";
import {
  ACTIVITY_VERBS,
  readPlanChangeSubject,
  type TActivity,
  type TActivitySourceType,
  type TActivityVerb,
} from "@jobatlas/contract";
import { formatTimeAgo } from "@/lib/format";
import type { TFunction } from "@/lib/i18n";
import { applicantDisplayName } from "@/features/applications";

/** Where an activity's source is shown in the org area. */
export const SOURCE_ROUTES = {
  job: "/$lang/org/$companyslug/jobs/$id",
  listing: "/$lang/org/$companyslug/listings/$id",
  questionnaire: "/$lang/org/$companyslug/questionnaires/$id",
  application: "/$lang/org/$companyslug/applications/$id",
  // The plan is shown (and changed) on the organisation's overview.
  plan: "/$lang/org/$companyslug",
} as const satisfies Record<TActivitySourceType, string>;

function isKnownVerb(verb: string): verb is TActivityVerb {
  return (ACTIVITY_VERBS as readonly string[]).includes(verb);
}

/** What an applicant does (byApplicant words them); anything else an applicant did reads "changed". */
const APPLICANT_VERBS = ["submitted", "withdrawn", "rejected", "contact_accepted", "contact_declined"] as const;
/**
 * What the scheduler does (bySystem words them): to a listing, and to a pending application past
 * the answer time (reminded, then closed without an answer; issue 29). Anything else reads as byNobody.
 */
const SYSTEM_VERBS = ["published", "expired", "postponed", "answer_due", "closed_unanswered"] as const;

const oneOf = <T extends string>(list: readonly T[], verb: string): T | undefined =>
  (list as readonly string[]).includes(verb) ? (verb as T) : undefined;

/**
 * The activity as a sentence in the UI language, saying who did what to which source (ADR 057):
 * "Mia Keller published the listing “Koch/Köchin 80–100 %”", "You archived …" for the reader's
 * own actions, "Sara Sommer applied for “Koch”" for what an applicant did, "The listing … went
 * online as planned" or "The application from Sara Sommer … is waiting for an answer" for the
 * scheduler; an application names the applicant and the listing it is for (`position`). A verb this client does not know reads "… changed …". The subject and the
 * position are the employer's or applicant's text: passed as values (never interpolated again)
 * and rendered as text by React.
 */
export function activitySentence(t: TFunction, activity: TActivity, readerId: number | undefined): string {
  const verb = isKnownVerb(activity.verb) ? activity.verb : "changed";
  const isApplication = activity.source_type === "application";
  // An application's subject is the applicant's name: empty once they deleted their data (ADR 030).
  // A plan change's names both plans (ADR 053), worded here.
  const plans = activity.source_type === "plan" ? readPlanChangeSubject(activity.subject) : undefined;
  const subject = isApplication
    ? applicantDisplayName(t, { name: activity.subject })
    : plans
      ? t("activities.planChange", { from: t(`plans.${plans.from}`), to: t(`plans.${plans.to}`) })
      : activity.subject;
  const forPosition =
    isApplication && activity.position ? t("activities.forPosition", { position: activity.position }) : "";
  const object = t(`activities.object.${activity.source_type}`, { subject, forPosition });
  const objectStart = t(`activities.objectStart.${activity.source_type}`, { subject, forPosition });
  const values = { object, objectStart, subject, forPosition };
  if (activity.actor_kind === "applicant") {
    return t(`activities.byApplicant.${oneOf(APPLICANT_VERBS, verb) ?? "changed"}`, values);
  }
  if (activity.actor_kind === "member" && activity.actor) {
    if (activity.actor.id === readerId) return t(`activities.byYou.${verb}`, values);
    const actor = `${activity.actor.first_name} ${activity.actor.last_name}`.trim();
    return t(`activities.byMember.${verb}`, { ...values, actor });
  }
  const systemVerb = activity.actor_kind === "system" ? oneOf(SYSTEM_VERBS, verb) : undefined;
  if (systemVerb) return t(`activities.bySystem.${systemVerb}`, values);
  // A member whose account is gone, or an older client's unknown actor: the passive.
  return t(`activities.byNobody.${verb}`, values);
}

/** "just now", "5 minutes ago", "yesterday", then the date: when an activity happened. */
export function activityTime(t: TFunction, iso: string, lang: TLanguage, now = Date.now()): string {
  if (Math.round((now - Date.parse(iso)) / 1000) < 60) return t("activities.time.justNow");
  return formatTimeAgo(iso, lang, now);
}

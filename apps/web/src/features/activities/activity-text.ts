import {
  ACTIVITY_VERBS,
  readPlanChangeSubject,
  type TActivity,
  type TActivitySourceType,
  type TActivityVerb,
} from "@jobatlas/contract";
import type { TFunction } from "@/lib/i18n";
import { applicantDisplayName } from "@/features/candidates/applicant-name";

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

/**
 * The activity as a sentence in the UI language: "Mia Keller published the listing “Koch/Köchin
 * 80–100 %”", "You archived …" for the reader's own actions, "The listing … expired" without an
 * actor. A verb this client does not know reads "… changed …". The subject is the employer's
 * text: it is passed as a value (never interpolated again) and rendered as text by React.
 */
export function activitySentence(t: TFunction, activity: TActivity, readerId: number | undefined): string {
  const verb = isKnownVerb(activity.verb) ? activity.verb : "changed";
  // An application's subject is the applicant's name: empty once they deleted their data (ADR 030).
  // A plan change's names both plans (ADR 053), worded here.
  const plans = activity.source_type === "plan" ? readPlanChangeSubject(activity.subject) : undefined;
  const subject =
    activity.source_type === "application"
      ? applicantDisplayName(t, { name: activity.subject })
      : plans
        ? t("activities.planChange", { from: t(`plans.${plans.from}`), to: t(`plans.${plans.to}`) })
        : activity.subject;
  const object = t(`activities.object.${activity.source_type}`, { subject });
  const objectStart = t(`activities.objectStart.${activity.source_type}`, { subject });
  const values = { object, objectStart, subject };
  if (!activity.actor) return t(`activities.byNobody.${verb}`, values);
  if (activity.actor.id === readerId) return t(`activities.byYou.${verb}`, values);
  const actor = `${activity.actor.first_name} ${activity.actor.last_name}`.trim();
  return t(`activities.byMember.${verb}`, { ...values, actor });
}

const LOCALES = { de: "de-CH", en: "en-GB" } as const;

/** "just now", "5 minutes ago", "yesterday", then the date: when an activity happened. */
export function activityTime(t: TFunction, iso: string, lang: "de" | "en", now = Date.now()): string {
  const at = Date.parse(iso);
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 60) return t("activities.time.justNow");
  const relative = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, "day");
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeZone: "Europe/Zurich" }).format(at);
}

/** The full date and time, for the title of a <time>. */
export function activityTimestamp(iso: string, lang: "de" | "en"): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  }).format(Date.parse(iso));
}

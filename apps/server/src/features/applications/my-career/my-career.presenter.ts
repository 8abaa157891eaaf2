import {
  applicationTransitionAllowed,
  displayedApplicationStatus,
  type TMyApplication,
  type TMyApplicationAnswer,
  type TMyApplicationEvent,
  type TMyApplicationHistoryEntry,
  type TMyApplicationSummary,
} from "@jobatlas/contract";
import type { ApplicationRow, ApplicationWithNames } from "../applications.repo";

/** An application in the seeker's list. */
export function presentMyApplicationSummary(row: ApplicationWithNames): TMyApplicationSummary {
  const { application } = row;
  return {
    id: application.id,
    status: application.status,
    displayed_status: displayedApplicationStatus(application.status, application.closedBy),
    origin: application.origin,
    company: { id: row.company.id, name: row.company.name, logo_url: row.company.logoUrl },
    listing: row.listing,
    job: row.job,
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}

/**
 * The activity verbs the seeker sees: the state machine's, and the contact requests (sent to them,
 * accepted by them; a declined one shows as the rejection it causes — its activity is the only
 * one the decline writes, ADR 057). Anything else is the employer's own business.
 */
export const SEEKER_HISTORY_VERBS = [
  "submitted",
  "closed_unanswered",
  "accepted",
  "withdrawn",
  "rejected",
  "archived",
  "contact_requested",
  "contact_accepted",
  "contact_declined",
];
const AS_IS = new Set<string>([
  "submitted",
  "accepted",
  "archived",
  "contact_requested",
  "contact_accepted",
  "closed_unanswered",
]);

/** A history entry as the seeker reads it: a closing move is named by who closed the application. */
export function presentHistoryEntry(
  application: Pick<ApplicationRow, "closedBy">,
  entry: { id: number; verb: string; createdAt: Date },
): TMyApplicationHistoryEntry | undefined {
  let event: TMyApplicationEvent;
  if (entry.verb === "contact_declined") event = "user_rejected";
  else if (entry.verb === "withdrawn" || entry.verb === "rejected")
    event = `${application.closedBy ?? "org"}_${entry.verb}`;
  else if (AS_IS.has(entry.verb)) event = entry.verb as TMyApplicationEvent;
  else return undefined;
  return { id: entry.id, event, created_at: entry.createdAt.toISOString() };
}

/** One application whole: contact details, texts, answers, attachments (names) and history. */
export function presentMyApplication(
  row: ApplicationWithNames,
  details: {
    answers: TMyApplicationAnswer[];
    attachments: { id: string; fileName: string; byteSize: number }[];
    history: { id: number; verb: string; createdAt: Date }[];
    /** The candidate invitation it answered, if any. */
    invitedAt: Date | null;
    answerDays: number;
    closesAt: Date | null;
    deletedOn: string | null;
  },
): TMyApplication {
  const { application } = row;
  return {
    ...presentMyApplicationSummary(row),
    first_name: application.firstName,
    last_name: application.lastName,
    email: application.email,
    phone: application.phone,
    my_story: application.myStory,
    what_i_bring: application.whatIBring,
    what_i_want: application.whatIWant,
    closing_message: application.closingMessage,
    editable: application.status === "pending",
    withdrawable: applicationTransitionAllowed("withdrawByUser", application.status),
    answers: details.answers,
    attachments: details.attachments.map((a) => ({ id: a.id, file_name: a.fileName, byte_size: a.byteSize })),
    history: timeline(application, details),
    answer_days: details.answerDays,
    closes_at: details.closesAt?.toISOString() ?? null,
    deleted_on: details.deletedOn,
  };
}

/**
 * The timeline, newest first (issue 29): the activities the seeker sees, the first time the
 * employer opened it (`seen`, no activity: id 0) and the invitation it answered (`invited`).
 */
function timeline(
  application: Pick<ApplicationRow, "closedBy" | "firstSeenAt">,
  details: { history: { id: number; verb: string; createdAt: Date }[]; invitedAt: Date | null },
): TMyApplicationHistoryEntry[] {
  const entries = details.history.flatMap((entry) => presentHistoryEntry(application, entry) ?? []);
  const extra: TMyApplicationHistoryEntry[] = [];
  if (application.firstSeenAt) extra.push({ id: 0, event: "seen", created_at: application.firstSeenAt.toISOString() });
  if (details.invitedAt) extra.push({ id: 0, event: "invited", created_at: details.invitedAt.toISOString() });
  // Newest first; at the same instant the activity (a later step) before the added entry.
  return [...entries, ...extra].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

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
  "accepted",
  "withdrawn",
  "rejected",
  "archived",
  "contact_requested",
  "contact_accepted",
  "contact_declined",
];
const AS_IS = new Set<string>(["submitted", "accepted", "archived", "contact_requested", "contact_accepted"]);

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
    history: details.history.flatMap((entry) => presentHistoryEntry(application, entry) ?? []),
  };
}

import { z } from "zod";
import {
  ZApplicationDisplayStatus,
  ZApplicationStatus,
  type TApplicationDisplayStatus,
  type TApplicationStatus,
} from "../enums";
import { PHONE_MAX } from "../fields";

/** Who ended an application that was withdrawn or rejected. */
export const ZClosedBy = z.enum(["user", "org"]);
export type TClosedBy = z.infer<typeof ZClosedBy>;

/** What users see (spec §3 displayed variants): the stored state, with who closed it where that matters. */
export function displayedApplicationStatus(
  status: TApplicationStatus,
  closedBy: TClosedBy | null,
): TApplicationDisplayStatus {
  if (status === "withdrawn" || status === "rejected") return `${closedBy ?? "org"}_${status}`;
  return status;
}

/**
 * Every move of the state machine (docs/domain.md §4 "Application states"), with who makes it, the states
 * it starts from and where it leads. Anything else is refused (ServiceError invalid_transition).
 */
export const APPLICATION_TRANSITIONS = {
  /** The employer takes the application into consideration (also when sending a contact request). */
  accept: { by: "org", from: ["pending"], to: "active", closedBy: null },
  /** The seeker withdraws; final. */
  withdrawByUser: { by: "user", from: ["pending", "active"], to: "withdrawn", closedBy: "user" },
  /** The employer withdraws it because the position closed (mailed). */
  withdrawByOrg: { by: "org", from: ["pending", "active"], to: "withdrawn", closedBy: "org" },
  /** The employer rejects it with a message (mailed). */
  rejectByOrg: { by: "org", from: ["pending", "active"], to: "rejected", closedBy: "org" },
  /** The applicant declines a contact request. */
  rejectByUser: { by: "user", from: ["pending", "active"], to: "rejected", closedBy: "user" },
  /** The process ended. */
  archive: { by: "org", from: ["active"], to: "archived", closedBy: null },
  /**
   * Nobody answered within the answer time and the AUTO_CLOSE_AFTER_REMINDER_DAYS after it: the
   * scheduler archives it on the organisation's behalf with a standard message (issue 29).
   */
  closeUnanswered: { by: "org", from: ["pending"], to: "archived", closedBy: null },
} as const satisfies Record<
  string,
  { by: TClosedBy; from: readonly TApplicationStatus[]; to: TApplicationStatus; closedBy: TClosedBy | null }
>;
export type TApplicationTransition = keyof typeof APPLICATION_TRANSITIONS;

/** The moves that answer an application (the response record's first answer, issue 29). */
export const ANSWERING_TRANSITIONS: readonly TApplicationTransition[] = ["accept", "withdrawByOrg", "rejectByOrg"];

/** Whether `transition` may start from `status`. */
export function applicationTransitionAllowed(transition: TApplicationTransition, status: TApplicationStatus): boolean {
  return (APPLICATION_TRANSITIONS[transition].from as readonly TApplicationStatus[]).includes(status);
}

/** ServiceError codes of the applications area. */
export const APPLICATION_ERROR_CODES = {
  invalidTransition: "invalid_transition",
  alreadyRejected: "application_already_rejected",
  notPending: "application_not_pending",
  listingClosed: "listing_not_open",
  /** The listing takes applications on the employer's own site (its `apply_url`, ADR 054). */
  appliesElsewhere: "listing_applies_elsewhere",
  verificationInvalid: "verification_token_invalid",
  inviteInvalid: "candidate_invite_invalid",
  contactRequestInvalid: "contact_request_invalid",
  /** Candidate-pool access before the seeker profile is complete (seekerProfileComplete). */
  seekerProfileIncomplete: "seeker_profile_incomplete",
  /**
   * The applicant has an open application to this listing already (ADR 055: one per applicant and
   * listing in APPLICATION_STATUS_GROUPS.active, pending or active).
   */
  alreadyApplied: "already_applied",
  /**
   * An attachment PDF with active content: JavaScript, a launch action, embedded files, rich
   * media, an XFA form, HTML after `%PDF-`, or an object stream that cannot be checked (ADR 064).
   */
  attachmentActiveContent: "attachment_active_content",
} as const;

/** Limits of the applicant's texts and uploads (issue 10). */
export const APPLICATION_LIMITS = {
  nameMax: 100,
  phoneMax: PHONE_MAX,
  textMax: 5000,
  freeTextAnswerMax: 2000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsMax: 3,
  messageMax: 5000,
  notesMax: 10000,
} as const;

/** A listing or job an application or a candidate invitation is to, by its id and title. */
export const ZApplicationTarget = z.object({ id: z.number(), title: z.string() });
export type TApplicationTarget = z.infer<typeof ZApplicationTarget>;

/** The listing or the job an application is to, in the answers that show an application. */
export const applicationTargetFields = {
  listing: ZApplicationTarget.nullable(),
  job: ZApplicationTarget.nullable(),
};

/**
 * An application's state in the answers that show one: the stored status and the displayed one
 * (the status with who closed it: user_withdrawn, org_rejected, …).
 */
export const applicationStatusFields = {
  status: ZApplicationStatus,
  displayed_status: ZApplicationDisplayStatus,
};

/**
 * What the applicant gave with an application, as the answers that show it to them whole (their
 * application, their data export) have it: name, contact and the three profile texts.
 */
export const applicantAnswerFields = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  my_story: z.string(),
  what_i_bring: z.string(),
  what_i_want: z.string(),
};

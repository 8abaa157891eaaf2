/**
 * The demo organisations' candidates and the demo seeker's career (issue 24 point 29, ADR 060):
 * applications in every state and of every origin, contact requests, rejections, withdrawals,
 * invitations, attachments, questionnaire answers with knock-out misses and duplicates, then the
 * seeker's likes, a second job alert and experiment ratings.
 *
 * Everything after an application is submitted goes through the product's services with a clock
 * set to the moment it happens (a contact request is `sendContactRequest`, a rejection
 * `rejectApplication`, …), in the order it happened, so activities, notifications, statuses and
 * dates are what the product itself would have written. The submission follows the apply flow step
 * by step with its repos (`submitApplication` takes no application to a listing that has ended
 * since, and an anonymous one needs a mailed code): answers checked by `checkAnswers`, an
 * invitation spent by `consumeCandidateInvite`, PDFs stored and claimed as the upload does, the
 * `submitted` activity. The mails the services queue are dropped at the end: the demo is a past
 * that nobody needs to be told about again.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import {
  ATTACHMENT_CONTENT_TYPE,
  CANDIDATE_INVITE_TTL_DAYS,
  ZSubscriptionInput,
  type TLanguage,
} from "@jobatlas/contract";
import type { Config } from "../config";
import type { AppContext, Tx } from "../context";
import { dismissNotifications, recordActivity } from "../features/activities/activities.service";
import { applicationActivityFields } from "../features/applications/application-states";
import { consumeCandidateInvite, linkInviteToApplication } from "../features/applications/invites/invites.service";
// The demo writes months of history (backdated rows) that no service call makes: the seed alone
// writes applications and invites through the area's repos (ADR 080).
// eslint-disable-next-line no-restricted-imports -- see above
import { insertCandidateInvite } from "../features/applications/invites/invites.repo";
import {
  getOrgApplication,
  updateOrgApplication,
  withdrawListingApplications,
} from "../features/applications/candidates/candidates.service";
import { runApplicationFollowUp } from "../features/applications/follow-up/follow-up.service";
import {
  answerContactRequestByToken,
  rejectApplication,
  sendContactRequest,
} from "../features/applications/contact-requests/contact-requests.service";
import { recordRating } from "../features/experiments/experiments.service";
import { resolveMembership } from "../features/orgs/orgs.service";
import type { OrgContext } from "../features/orgs/orgs.types";
import { questionsOfVersion } from "../features/questionnaires/questionnaires.service";
import { likeCompany } from "../features/seekers/likes.service";
import { saveSeekerProfile } from "../features/seekers/seeker-profile.service";
import { createSubscription } from "../features/subscriptions/subscriptions.service";
import { updateOwnApplication, withdrawByStatusToken } from "../features/applications/my-career/my-career.service";
import { checkAnswers, grantPoolAccess } from "../features/applications/apply/apply.service";
// eslint-disable-next-line no-restricted-imports -- backdated demo applications, see above
import {
  claimAttachments,
  insertAnswers,
  insertApplicationOnce,
  insertAttachment,
} from "../features/applications/apply/apply.repo";
import { hashToken, newToken } from "../lib/secrets";
import type { SessionUser } from "../sessions/sessions";
import {
  addresses,
  contactRequests,
  experiments,
  jobs,
  listings,
  organizations,
  outbox,
  questionnaires,
  users,
} from "../db/schema";
import { DEMO_ACCOUNTS } from "./accounts";
import {
  APPLICANTS,
  DEMO_SEEKER_KEY,
  EMPLOYER_MESSAGES,
  NOTES,
  applicant,
  freeTextAnswer,
  LANGUAGES_SPOKEN,
  textsOf,
  type Applicant,
} from "./applicants";
import { DEMO_ORGS } from "./organizations";
import { QUESTIONS } from "./texts";
import { Random } from "./random";
import { fill } from "./util";

/** The screening question whose answer follows the applicant's languages. */
const LANGUAGES_QUESTION = QUESTIONS.find((q) => q.text.en === "Which languages do you speak fluently?");

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What happens to an application after it was sent, in order; `after` counts days from the step before. */
type Step =
  | { after: number; do: "contact" | "acceptContact" | "declineContact" | "accept" | "reject" }
  /** `withinDays`: the process ended at most this many days ago (archived ones are purged after 90, issue 29). */
  | { after: number; do: "archive"; withinDays: number }
  | { after: number; do: "withdraw" }
  | { after: number; do: "note" }
  | { after: number; do: "withdrawListing" }
  /** A member opens the candidate profile (the applicant's timeline: seen). */
  | { after: number; do: "view" }
  /** The follow-up task's runs (issue 29): the reminder past the answer time, the close without an answer. */
  | { after: number; do: "remind" | "closeUnanswered" };

/**
 * Where an application goes: a listing that is open now, one that has ended (an open one when the
 * organisation has none), the listing that ended last if that was within the last month (else the
 * scenario is left out), a job profile, the company.
 */
type Target = { open: number } | { closed: number } | "lastClosed" | { job: number } | "company";

interface Scenario {
  who: string;
  to: Target;
  invited?: boolean;
  /** Sent without signing in, by someone who has an account (the employer sees a duplicate). */
  anonymous?: boolean;
  /** When it was sent, in days before now (moved into the listing's runtime when it must be). */
  daysAgo: number;
  knockOutMiss?: boolean;
  /** How many PDFs (a CV, certificates) come with it. */
  pdfs?: number;
  steps?: Step[];
}

/**
 * Every organisation's story. Indexes pick listings of the organisation: `open` among the active
 * ones (those with a questionnaire first, then the oldest), `closed` among those that ended (most
 * recent first), `job` among the active job profiles; an index past the end wraps around.
 * Applications to ended listings are archived before the employer withdraws what is still open on
 * the last one; rejected and withdrawn ones are recent (the retention period is 90 days).
 */
const COMMON: Scenario[] = [
  // pending: fresh ones, one signed in with a knock-out miss, one anonymous with a CV
  { who: "lea", to: { open: 0 }, daysAgo: 1, pdfs: 1, steps: [{ after: 0, do: "view" }] },
  { who: "jonas", to: { open: 0 }, daysAgo: 2, knockOutMiss: true },
  // the same person again, to another listing: a duplicate the employer sees
  { who: "jonas", to: { open: 1 }, daysAgo: 4, pdfs: 2 },
  // active: an open contact request; an accepted one (contact details revealed) with notes
  { who: "nina", to: { open: 1 }, daysAgo: 6, steps: [{ after: 1, do: "contact" }] },
  {
    who: "reto",
    to: { open: 0 },
    daysAgo: 9,
    pdfs: 1,
    steps: [
      { after: 1, do: "contact" },
      { after: 1, do: "acceptContact" },
      { after: 1, do: "note" },
    ],
  },
  // unsolicited: to the company (accepted), to a job profile (pending)
  { who: "andrea", to: "company", daysAgo: 12, steps: [{ after: 2, do: "accept" }] },
  { who: "sandra", to: { job: 0 }, daysAgo: 3, pdfs: 1 },
  // past the answer time (reminded; about to be closed), and closed without an answer (issue 29)
  { who: "sandra", to: "company", daysAgo: 20, steps: [{ after: 14, do: "remind" }] },
  {
    who: "lukas",
    to: { job: 1 },
    daysAgo: 45,
    steps: [
      { after: 14, do: "remind" },
      { after: 14, do: "closeUnanswered" },
    ],
  },
  // withdrawn by the applicant (signed in; anonymous by the status link)
  { who: "lukas", to: { open: 1 }, daysAgo: 8, steps: [{ after: 3, do: "withdraw" }] },
  { who: "camille", to: { open: 2 }, daysAgo: 16, steps: [{ after: 4, do: "withdraw" }] },
  // rejected by the organisation, and by the applicant (declined the contact request)
  { who: "julien", to: { open: 0 }, daysAgo: 14, knockOutMiss: true, steps: [{ after: 6, do: "reject" }] },
  {
    who: "noemie",
    to: { open: 1 },
    daysAgo: 11,
    steps: [
      { after: 2, do: "contact" },
      { after: 1, do: "declineContact" },
    ],
  },
  // archived: considered, then the process ended with someone else
  {
    who: "chiara",
    to: { closed: 1 },
    daysAgo: 60,
    pdfs: 1,
    steps: [
      { after: 3, do: "contact" },
      { after: 1, do: "acceptContact" },
      { after: 20, do: "archive", withinDays: 30 },
    ],
  },
  // withdrawn by the organisation: the listing ended and its open applications were withdrawn
  { who: "daniel", to: "lastClosed", daysAgo: 40, steps: [{ after: 30, do: "withdrawListing" }] },
  // anonymous with the address of a seeker who applied signed in too (the employer's duplicate)
  { who: "matteo", to: { open: 0 }, daysAgo: 5 },
  { who: "matteo", to: "company", anonymous: true, daysAgo: 20, steps: [{ after: 1, do: "reject" }] },
];

/** Invitations (not on the free plan): one spent on an application, one still open. */
const INVITED: Scenario[] = [
  { who: "priya", to: { open: 1 }, invited: true, daysAgo: 3, pdfs: 1, steps: [{ after: 1, do: "accept" }] },
  { who: "lea-monnier", to: { open: 0 }, invited: true, daysAgo: 7 },
];

/** The demo seeker's own applications, by organisation slug: each an other state in "my career". */
const SEEKER: Record<string, Scenario[]> = {
  "demo-free-bakery": [
    // withdrawn, then applied again to the same listing (allowed: only one may be open)
    { who: DEMO_SEEKER_KEY, to: { open: 0 }, daysAgo: 18, steps: [{ after: 2, do: "withdraw" }] },
    { who: DEMO_SEEKER_KEY, to: { open: 0 }, daysAgo: 1, pdfs: 1, steps: [{ after: 0, do: "view" }] },
  ],
  "demo-pro-software": [
    { who: DEMO_SEEKER_KEY, to: { open: 0 }, daysAgo: 5, pdfs: 1, steps: [{ after: 2, do: "contact" }] },
  ],
  "demo-recruiter-staffing": [
    { who: DEMO_SEEKER_KEY, to: { open: 2 }, daysAgo: 19, steps: [{ after: 5, do: "reject" }] },
    { who: DEMO_SEEKER_KEY, to: { open: 1 }, invited: true, daysAgo: 2, knockOutMiss: true },
  ],
  "demo-enterprise-retail": [
    {
      who: DEMO_SEEKER_KEY,
      to: { open: 1 },
      daysAgo: 10,
      pdfs: 2,
      steps: [
        { after: 1, do: "contact" },
        { after: 1, do: "acceptContact" },
      ],
    },
    {
      who: DEMO_SEEKER_KEY,
      to: { closed: 1 },
      daysAgo: 70,
      steps: [
        { after: 5, do: "accept" },
        { after: 25, do: "archive", withinDays: 20 },
      ],
    },
  ],
};

interface ListingInfo {
  id: number;
  title: string;
  /** The language the listing is written in; the organisation writes its withdrawal message in it. */
  language: TLanguage;
  jobId: number;
  status: string;
  publishedOn: string | null;
  endsOn: string | null;
  questionnaireId: number | null;
  questionnaireVersion: number | null;
}

interface OrgInfo {
  slug: string;
  id: number;
  name: string;
  plan: string;
  owner: SessionUser;
  open: ListingInfo[];
  closed: ListingInfo[];
  jobs: { id: number; title: string }[];
  context?: Promise<OrgContext>;
}

/** One application's plan, with its times fixed. */
interface Planned {
  org: OrgInfo;
  scenario: Scenario;
  who: Applicant;
  listing: ListingInfo | null;
  job: { id: number; title: string } | null;
  at: Date;
  steps: { at: Date; step: Step }[];
  /** Its place among the demo applications (the submission's idempotency key). */
  sequence: number;
  /** Set once submitted. */
  applicationId?: number;
  statusToken?: string;
  contactToken?: string;
}

type Event =
  | { at: Date; kind: "submit"; plan: Planned }
  | { at: Date; kind: "step"; plan: Planned; step: Step }
  | { at: Date; kind: "invite"; org: OrgInfo; listing: ListingInfo; who: Applicant }
  | { at: Date; kind: "dismiss"; org: OrgInfo };

export interface DemoApplicationsSummary {
  applications: number;
}

export interface DemoApplicationsOptions {
  now: Date;
  seed: number;
  config: Config;
}

/**
 * Writes the demo organisations' candidates and the demo seeker's career after the organisations,
 * listings and demo accounts exist. Deterministic for a seed, except the secret tokens and hashes.
 */
export async function insertDemoApplications(
  tx: Tx,
  options: DemoApplicationsOptions,
): Promise<DemoApplicationsSummary> {
  const { now, config } = options;
  const random = new Random(options.seed + 29);
  const at = (time: Date): AppContext => ({ db: tx, read: tx, now: () => time, config });
  const [lastMail] = await tx.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)`.mapWith(Number) }).from(outbox);

  const accounts = await insertApplicantAccounts(tx, new Date(now.getTime() - 400 * DAY));
  const orgs = await loadDemoOrgs(tx, at(now));

  const plans: Planned[] = [];
  const events: Event[] = [];
  for (const org of orgs) {
    const scenarios = [...COMMON, ...(org.plan === "free" ? [] : INVITED), ...(SEEKER[org.slug] ?? [])];
    for (const scenario of scenarios) {
      const plan = planOf(org, scenario, now, random, plans.length + 1);
      if (!plan) continue;
      plans.push(plan);
      events.push({ at: plan.at, kind: "submit", plan });
      for (const { at: time, step } of plan.steps) events.push({ at: time, kind: "step", plan, step });
    }
    // the owner read the bell two days ago; what came since is unread
    events.push({ at: new Date(now.getTime() - 2 * DAY - 3 * HOUR), kind: "dismiss", org });
    // an invitation nobody has answered yet
    const open = org.open[org.open.length - 1];
    if (org.plan !== "free" && open) {
      events.push({
        at: new Date(now.getTime() - 3 * DAY),
        kind: "invite",
        org,
        listing: open,
        who: applicant("daniel"),
      });
    }
  }
  // in the order it happened: activity ids follow their times, as the feed expects
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  let pdfSequence = 0;
  for (const event of events) {
    const ctx = at(event.at);
    if (event.kind === "submit") await submit(ctx, event.plan, accounts, random, () => ++pdfSequence);
    else if (event.kind === "step") await act(ctx, event.plan, event.step, accounts);
    else if (event.kind === "invite") await openInvite(ctx, event.org, event.listing, event.who);
    else await dismissNotifications(ctx, await orgContext(ctx, event.org), { all: true });
  }

  await seekerExtras(tx, at, now, accounts, orgs);
  // the services queued mails for what happened: the demo's past is not mailed again
  await tx.delete(outbox).where(gt(outbox.id, lastMail?.id ?? 0));
  return { applications: plans.length };
}

/** Seeker accounts of the applicants who apply signed in (the demo seeker exists already). */
async function insertApplicantAccounts(tx: Tx, since: Date): Promise<Map<string, SessionUser>> {
  const fresh = APPLICANTS.filter((a) => a.account && a.key !== DEMO_SEEKER_KEY);
  await tx.insert(users).values(
    fresh.map((a) => ({
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      language: a.language,
      emailVerifiedAt: since,
      createdAt: since,
      updatedAt: since,
    })),
  );
  const emails = APPLICANTS.filter((a) => a.account).map((a) => a.email);
  const rows = await tx.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const result = new Map<string, SessionUser>();
  for (const a of APPLICANTS) {
    const row = byEmail.get(a.email);
    if (!a.account || !row) continue;
    result.set(a.key, {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      language: row.language,
      pictureId: row.pictureId,
    });
  }
  return result;
}

async function loadDemoOrgs(tx: Tx, ctx: AppContext): Promise<OrgInfo[]> {
  const slugs = DEMO_ORGS.map((d) => d.slug);
  const orgRows = await tx
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name, plan: organizations.plan })
    .from(organizations)
    .where(inArray(organizations.slug, slugs))
    .orderBy(asc(organizations.id));
  const orgIds = orgRows.map((o) => o.id);
  const listingRows = await tx
    .select({
      id: listings.id,
      organizationId: listings.organizationId,
      title: listings.title,
      language: listings.language,
      jobId: listings.jobId,
      status: listings.status,
      publishedOn: listings.publishedOn,
      endsOn: listings.endsOn,
      questionnaireId: listings.questionnaireId,
      questionnaireVersion: questionnaires.version,
    })
    .from(listings)
    .leftJoin(questionnaires, eq(questionnaires.id, listings.questionnaireId))
    .where(inArray(listings.organizationId, orgIds))
    .orderBy(asc(listings.id));
  const jobRows = await tx
    .select({ id: jobs.id, organizationId: jobs.organizationId, title: jobs.title })
    .from(jobs)
    .where(and(inArray(jobs.organizationId, orgIds), eq(jobs.status, "active")))
    .orderBy(asc(jobs.id));
  const owners = await tx
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.filter((a) => a.owns).map((a) => a.email),
      ),
    );
  const result: OrgInfo[] = [];
  for (const org of orgRows) {
    const account = DEMO_ACCOUNTS.find((a) => a.owns === org.slug);
    const owner = owners.find((u) => u.email === account?.email);
    if (!owner) continue;
    const own = listingRows.filter((l) => l.organizationId === org.id);
    const byDate = (a: string | null, b: string | null) => (a ?? "").localeCompare(b ?? "");
    result.push({
      ...org,
      owner: {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        lastName: owner.lastName,
        language: owner.language,
        pictureId: owner.pictureId,
      },
      // open listings with a questionnaire first, then the oldest (time for applications); the latest ended first
      open: own
        .filter((l) => l.status === "active")
        .sort(
          (a, b) =>
            Number(b.questionnaireId !== null) - Number(a.questionnaireId !== null) ||
            byDate(a.publishedOn, b.publishedOn),
        ),
      closed: own.filter((l) => l.status === "archived").sort((a, b) => byDate(b.endsOn, a.endsOn)),
      jobs: jobRows.filter((j) => j.organizationId === org.id),
    });
  }
  // membership as the product resolves it, to fail early when an owner is missing
  for (const org of result) await orgContext(ctx, org);
  return result;
}

/** The owner's membership as the product resolves it (once per organisation: it does not change). */
function orgContext(ctx: AppContext, org: OrgInfo): Promise<OrgContext> {
  org.context ??= resolveMembership(ctx, org.owner, org.slug, { remember: false });
  return org.context;
}

function pickAt<T>(items: T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** A listing's runtime as times: from the morning it was published to the evening of its last day. */
function runtimeOf(listing: ListingInfo): { from: number; to: number } {
  return {
    from: Date.parse(`${listing.publishedOn}T07:00:00Z`),
    to: Date.parse(`${listing.endsOn}T19:00:00Z`),
  };
}

/**
 * Fixes when the application and each step happen: within the listing's runtime, before now, in
 * order. Undefined when the organisation has nothing the scenario needs.
 */
function planOf(org: OrgInfo, scenario: Scenario, now: Date, random: Random, sequence: number): Planned | undefined {
  const who = applicant(scenario.who);
  let listing: ListingInfo | undefined;
  let job: { id: number; title: string } | undefined;
  const to = scenario.to;
  if (to === "lastClosed") {
    listing = org.closed[0];
    const monthAgo = now.getTime() - 30 * DAY;
    if (!listing || runtimeOf(listing).to < monthAgo) return undefined;
  } else if (to !== "company") {
    if ("job" in to) job = pickAt(org.jobs, to.job);
    else if ("open" in to) listing = pickAt(org.open, to.open);
    else listing = pickAt(org.closed, to.closed) ?? pickAt(org.open, to.closed);
    if (!listing && !job) return undefined;
  }

  const steps = scenario.steps ?? [];
  const jitter = () => random.int(0, 9 * 60) * 60_000;
  const total = steps.reduce((sum, s) => sum + s.after, 0);
  // during the day in Switzerland (07:30–18:30 in winter)
  const day = Date.parse(`${new Date(now.getTime() - scenario.daysAgo * DAY).toISOString().slice(0, 10)}T06:30:00Z`);
  let time = day + random.int(0, 11 * 60) * 60_000;
  if (listing) {
    const { from, to } = runtimeOf(listing);
    // sent while the listing ran, and early enough for its steps to have happened by now
    const latest = Math.min(to, now.getTime() - total * DAY - 2 * HOUR);
    time = Math.max(from + HOUR + jitter() / 9, Math.min(time, latest));
  }
  time = Math.min(time, now.getTime() - 2 * HOUR);
  const at = new Date(time);
  const timed = steps.map((step) => {
    const earliest = "withinDays" in step ? now.getTime() - step.withinDays * DAY : 0;
    time = Math.min(Math.max(time + step.after * DAY + random.int(30, 300) * 60_000, earliest), now.getTime() - HOUR);
    return { at: new Date(time), step };
  });
  return { org, scenario, who, listing: listing ?? null, job: job ?? null, at, steps: timed, sequence };
}

/** The apply flow's submission (user-applications.service submitApplication), at the event's time. */
async function submit(
  ctx: AppContext,
  plan: Planned,
  accounts: Map<string, SessionUser>,
  random: Random,
  nextPdf: () => number,
): Promise<void> {
  const { org, who, listing, job } = plan;
  const user = signedIn(plan, accounts);
  const now = ctx.now();
  const questions =
    listing?.questionnaireId && listing.questionnaireVersion !== null
      ? await questionsOfVersion(ctx, listing.questionnaireId, listing.questionnaireVersion)
      : [];
  const answers = checkAnswers(
    questions,
    questions.map((q) => {
      const known = QUESTIONS.find((k) => Object.values(k.text).includes(q.text));
      if (q.type === "free_text") {
        const index = known ? QUESTIONS.filter((k) => k.type === "free_text").indexOf(known) : 0;
        return { question_id: q.id, values: [freeTextAnswer(who, org.name, index)] };
      }
      if (known === LANGUAGES_QUESTION) {
        return { question_id: q.id, values: LANGUAGES_SPOKEN[who.writes].flatMap((i) => q.options[i] ?? []) };
      }
      if (q.knock_out) {
        // a miss takes an option the employer does not expect, else one it does
        const fits = q.options.filter((o) => q.expected_answers.includes(o) === !plan.scenario.knockOutMiss);
        return { question_id: q.id, values: [random.pick(fits.length > 0 ? fits : q.options)] };
      }
      if (q.type === "single_select") return { question_id: q.id, values: [random.pick(q.options)] };
      return { question_id: q.id, values: random.sample(q.options, random.int(1, 2)) };
    }),
  );
  const position = listing?.title ?? job?.title ?? null;
  const texts = textsOf(who, { title: position, company: org.name }, random);
  const statusToken = user ? undefined : newToken();

  // the PDFs were uploaded a few minutes before sending, as the wizard does
  const attachmentIds: string[] = [];
  for (let i = 0; i < (plan.scenario.pdfs ?? 0); i++) {
    const bytes = await demoPdf(who, i);
    const id = `demo${String(nextPdf()).padStart(28, "0")}`;
    await insertAttachment(ctx.db, {
      id,
      uploaderUserId: user?.id ?? null,
      uploaderEmail: who.email,
      fileName: pdfName(who, i),
      contentType: ATTACHMENT_CONTENT_TYPE,
      bytes,
      byteSize: bytes.length,
      createdAt: new Date(now.getTime() - (10 - i) * 60_000),
    });
    attachmentIds.push(id);
  }

  let inviteToken: string | undefined;
  if (plan.scenario.invited && listing) {
    inviteToken = newToken();
    const sent = new Date(now.getTime() - 2 * DAY);
    await insertCandidateInvite(ctx.db, {
      organizationId: org.id,
      listingId: listing.id,
      jobId: null,
      email: who.email,
      name: `${who.firstName} ${who.lastName}`,
      tokenHash: hashToken(inviteToken),
      invitedByUserId: org.owner.id,
      createdAt: sent,
      expiresAt: new Date(sent.getTime() + CANDIDATE_INVITE_TTL_DAYS * DAY),
    });
  }

  const row = await insertApplicationOnce(ctx.db, {
    organizationId: org.id,
    listingId: listing?.id ?? null,
    jobId: listing?.jobId ?? job?.id ?? null,
    userId: user?.id ?? null,
    origin: inviteToken ? "invited" : listing ? "direct" : "unsolicited",
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    phone: who.phone,
    ...texts,
    questionnaireId: questions.length > 0 ? (listing?.questionnaireId ?? null) : null,
    questionnaireVersion: questions.length > 0 ? (listing?.questionnaireVersion ?? null) : null,
    knockOutMissed: answers.knockOutMissed,
    language: who.language,
    idempotencyKey: `00000000-0000-4000-8000-${String(plan.sequence).padStart(12, "0")}`,
    statusTokenHash: statusToken ? hashToken(statusToken) : null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error("a demo application was not inserted");
  if (inviteToken) {
    const invite = await consumeCandidateInvite(ctx, inviteToken, org.id);
    await linkInviteToApplication(ctx, invite.inviteId, row.id);
  }
  await insertAnswers(
    ctx.db,
    answers.rows.map((a) => ({ ...a, applicationId: row.id })),
  );
  const claimed = await claimAttachments(ctx.db, attachmentIds, { userId: user?.id ?? null, email: who.email }, row.id);
  if (claimed.length !== attachmentIds.length) throw new Error("demo attachments were not claimed");
  await recordActivity(ctx, {
    ...(await applicationActivityFields(ctx, row)),
    verb: "submitted",
    actorKind: "applicant",
    actorUserId: user?.id ?? null,
  });
  plan.applicationId = row.id;
  plan.statusToken = statusToken;
}

/** One step, through the service the screens call. */
async function act(ctx: AppContext, plan: Planned, step: Step, accounts: Map<string, SessionUser>): Promise<void> {
  const id = plan.applicationId;
  if (id === undefined) throw new Error("a demo step before its application");
  const org = await orgContext(ctx, plan.org);
  const message = (kind: keyof typeof EMPLOYER_MESSAGES, language: TLanguage) =>
    fill(EMPLOYER_MESSAGES[kind][language], { name: plan.who.firstName, company: plan.org.name });
  switch (step.do) {
    case "contact": {
      const request = await sendContactRequest(ctx, org, id, { message: message("contact", plan.who.language) });
      // The token went out in a mail (dropped); the applicant's answer below needs one, so the
      // request gets a token of ours, stored hashed like any other.
      plan.contactToken = newToken();
      await ctx.db
        .update(contactRequests)
        .set({ tokenHash: hashToken(plan.contactToken) })
        .where(eq(contactRequests.id, request.id));
      return;
    }
    case "acceptContact":
    case "declineContact":
      if (!plan.contactToken) throw new Error("a demo answer without a contact request");
      await answerContactRequestByToken(ctx, plan.contactToken, step.do === "acceptContact" ? "accepted" : "declined");
      return;
    case "accept":
    case "archive":
      await updateOrgApplication(ctx, org, id, { id, status: step.do === "accept" ? "active" : "archived" });
      return;
    case "note":
      await updateOrgApplication(ctx, org, id, { id, notes: NOTES[plan.org.owner.language][0] ?? "" });
      return;
    case "reject":
      await rejectApplication(ctx, org, id, { message: message("reject", plan.who.language) });
      return;
    case "withdraw": {
      const user = signedIn(plan, accounts);
      if (user) await updateOwnApplication(ctx, user, id, { id, status: "withdrawn" });
      else await withdrawByStatusToken(ctx, id, plan.statusToken ?? "");
      return;
    }
    case "view":
      await getOrgApplication(ctx, org, id);
      return;
    case "remind":
    case "closeUnanswered":
      await runApplicationFollowUp(ctx, { applicationId: id });
      return;
    case "withdrawListing":
      if (!plan.listing) throw new Error("a demo listing withdrawal without a listing");
      await withdrawListingApplications(ctx, org, plan.listing.id, {
        message: message("withdraw", plan.listing.language),
      });
      return;
  }
}

/** The applicant's account when they applied signed in. */
function signedIn(plan: Planned, accounts: Map<string, SessionUser>): SessionUser | undefined {
  return plan.who.account && !plan.scenario.anonymous ? accounts.get(plan.who.key) : undefined;
}

/** An invitation sent a few days ago and not answered yet (the invite list shows it open). */
async function openInvite(ctx: AppContext, org: OrgInfo, listing: ListingInfo, who: Applicant): Promise<void> {
  const sent = ctx.now();
  await insertCandidateInvite(ctx.db, {
    organizationId: org.id,
    listingId: listing.id,
    jobId: null,
    email: who.email,
    name: `${who.firstName} ${who.lastName}`,
    tokenHash: hashToken(newToken()),
    invitedByUserId: org.owner.id,
    createdAt: sent,
    expiresAt: new Date(sent.getTime() + CANDIDATE_INVITE_TTL_DAYS * DAY),
  });
}

/** The demo seeker's profile, likes, a second alert and experiment ratings; a pool grant of another seeker. */
async function seekerExtras(
  tx: Tx,
  at: (time: Date) => AppContext,
  now: Date,
  accounts: Map<string, SessionUser>,
  orgs: OrgInfo[],
): Promise<void> {
  const sara = accounts.get(DEMO_SEEKER_KEY);
  const jonas = accounts.get("jonas");
  if (!sara || !jonas) throw new Error("the demo seekers are missing");
  const daysAgo = (days: number) => at(new Date(now.getTime() - days * DAY));

  await saveSeekerProfile(daysAgo(60), sara, {
    job_titles: ["Fachfrau Gesundheit EFZ", "Pflegefachfrau HF"],
    about:
      "Ich arbeite seit fünf Jahren als Fachfrau Gesundheit in der Langzeitpflege und bilde mich berufsbegleitend zur Pflegefachfrau HF weiter. Mir sind Ruhe im Umgang mit Menschen und ein verlässliches Team wichtig.",
    skills: ["Grundpflege", "Wundversorgung", "Medikamentenabgabe", "Dokumentation"],
    sectors: ["Q86", "Q87"],
    workload_min: 80,
    workload_max: 100,
    remote_types: [],
    region: "zurich",
  });
  await saveSeekerProfile(daysAgo(40), jonas, {
    job_titles: ["Informatiker EFZ", "Applikationsentwickler"],
    about: "Informatiker EFZ Applikationsentwicklung mit drei Jahren Erfahrung in Java und TypeScript.",
    skills: ["TypeScript", "Java", "SQL"],
    sectors: ["J62"],
    workload_min: 80,
    workload_max: 100,
    remote_types: ["hybrid"],
    region: null,
  });
  // Jonas lets the paid demo organisations see his profile (their candidate pool)
  for (const org of orgs.filter((o) => o.plan !== "free")) await grantPoolAccess(daysAgo(15), jonas, org.id);

  // likes: the demo organisations she applied to, and two others
  const others = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.id} > ${Math.max(...orgs.map((o) => o.id))}`)
    .orderBy(asc(organizations.id))
    .limit(2);
  const liked = [...orgs.map((o) => o.id), ...others.map((o) => o.id)];
  for (const [i, id] of liked.entries()) await likeCompany(daysAgo(30 - i * 4), sara, id);

  // a second alert, unlike the first (subscriptions.demo.ts: "Pflegefachperson" around Zürich,
  // daily); made, like that one, after the seeded listings' publications, which therefore alert neither
  await createSubscription(
    at(new Date()),
    sara,
    ZSubscriptionInput.parse({
      query: "Fachfrau Gesundheit",
      location: "Winterthur",
      radius_km: 15,
      sectors: ["Q87"],
      workload_min: 60,
      workload_max: 100,
      frequency: "weekly",
    }),
  );

  // her experiment (experiments.demo.ts) with two rated hits: care listings in the Zurich region
  const [experiment] = await tx.select({ id: experiments.id }).from(experiments).where(eq(experiments.userId, sara.id));
  if (experiment) {
    const hits = await tx
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(addresses, eq(addresses.id, listings.addressId))
      .where(
        and(
          eq(listings.status, "active"),
          eq(addresses.canton, "ZH"),
          sql`(${listings.title} ilike '%pflege%' or ${listings.title} ilike '%gesundheit%')`,
        ),
      )
      .orderBy(asc(listings.id))
      .limit(2);
    const verdicts = [
      { verdict: "fits" as const, note: "Spital mit Weiterbildung zur HF – genau, was ich suche." },
      { verdict: "does_not_fit" as const, note: "Nur Nachtdienst, das passt nicht zu mir." },
    ];
    for (const [i, hit] of hits.entries()) {
      const rating = verdicts[i];
      if (rating) await recordRating(daysAgo(5 - i), experiment.id, hit.id, rating);
    }
  }
}

function pdfName(who: Applicant, index: number): string {
  const names: Record<string, string[]> = {
    de: ["Lebenslauf", "Arbeitszeugnis"],
    fr: ["CV", "Certificat de travail"],
    it: ["Curriculum vitae", "Certificato di lavoro"],
    en: ["CV", "Reference"],
  };
  const kind = names[who.writes]?.[index] ?? `Beilage ${index + 1}`;
  return `${kind} ${who.firstName} ${who.lastName}.pdf`;
}

/** The PDFs made so far: a person sends the same CV with every application. */
const pdfCache = new Map<string, Promise<Buffer>>();

const PDF_LINES: Record<TLanguage, { cv: string[]; reference: (name: string) => string }> = {
  de: {
    cv: [
      "2019 – heute   Fachkraft im Team, Verantwortung für die Lernenden",
      "2015 – 2019    Lehre mit eidgenössischem Fähigkeitszeugnis (EFZ)",
      "Sprachen       Deutsch (Muttersprache), Französisch, Englisch",
    ],
    reference: (name) =>
      `${name} hat die übertragenen Aufgaben stets selbstständig, sorgfältig und zu unserer vollsten Zufriedenheit erledigt.`,
  },
  fr: {
    cv: [
      "2019 – aujourd'hui   Membre de l'équipe, responsable des apprentis",
      "2015 – 2019          Apprentissage avec certificat fédéral de capacité (CFC)",
      "Langues              Français (langue maternelle), allemand, anglais",
    ],
    reference: (name) =>
      `${name} a toujours accompli les tâches confiées de manière autonome, soigneuse et à notre entière satisfaction.`,
  },
  it: {
    cv: [
      "2019 – oggi    Membro del team, responsabile degli apprendisti",
      "2015 – 2019    Apprendistato con attestato federale di capacità (AFC)",
      "Lingue         Italiano (madrelingua), tedesco, francese",
    ],
    reference: (name) =>
      `${name} ha sempre svolto i compiti affidati in modo autonomo, accurato e con nostra piena soddisfazione.`,
  },
  en: {
    cv: [
      "2019 – today   Team member, in charge of training new colleagues",
      "2015 – 2019    Vocational training with a federal certificate",
      "Languages      English (native), German",
    ],
    reference: (name) =>
      `${name} always carried out the tasks entrusted to them independently, carefully and to our full satisfaction.`,
  },
};

/** A small real PDF (pdfkit, as the application PDF): a CV or a reference with a few lines. */
function demoPdf(who: Applicant, index: number): Promise<Buffer> {
  const key = `${who.key} ${index}`;
  const cached = pdfCache.get(key);
  if (cached) return cached;
  const made = new Promise<Buffer>((resolve, reject) => {
    const title = pdfName(who, index).replace(/\.pdf$/, "");
    const name = `${who.firstName} ${who.lastName}`;
    const lines = PDF_LINES[who.language];
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      compress: true,
      info: { Title: title, Author: name, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font("Helvetica-Bold").fontSize(18).text(name);
    doc.font("Helvetica").fontSize(10).moveDown(0.5).text(`${who.town} · ${who.phone} · ${who.email}`);
    doc.moveDown();
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(title.replace(` ${name}`, ""));
    doc.font("Helvetica").fontSize(10).moveDown(0.5);
    if (index === 0) for (const line of lines.cv) doc.text(line);
    else doc.text(lines.reference(name));
    doc.end();
  });
  pdfCache.set(key, made);
  return made;
}

/**
 * The organisation's listings (docs/domain.md §4, ADR 018): a listing publishes a job for a runtime of 30
 * days from its publish date (Europe/Zurich), ending at 23:59 of its last day. Transitions:
 * planned → active (at the publish date, by the scheduler, or "publish now"), planned → archived
 * (cancel), active → archived (end early, or at the end, by the scheduler); archived is final.
 * An active listing can be extended by 30 days while the plan allows. Activating takes the
 * organisation's row lock first, so two activations cannot both pass the active-listing limit.
 * Every change writes one activity in its transaction; the search index follows the listings
 * table through its triggers.
 */
import {
  listingRuleIssues,
  listingTransitionAllowed,
  LISTING_EXTENSION_DAYS,
  PLAN_LIMITS,
  type TPlanLimit,
  type TCreateListingRequest,
  type TListingRule,
  type TListingFields,
  type TListingStatus,
  type TOrganizationPlan,
  type TOrgListingDetail,
  type TOrgListingsQuery,
  type TOrgListingsResponse,
  type TUpdateListingRequest,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, requireCurrentRevision, ServiceError } from "../../errors";
import type { MessageKey } from "../../i18n/messages";
import { recordActivity, type ActivityKindInput } from "../activities/activities.service";
import { createOrgJob } from "../jobs/jobs.service";
import { noteListingPages } from "../job-feed/indexing.service";
import { cleanImage, type ImageFormat, removeImage, storeImage } from "../media/media.service";
import type { OrgContext } from "../orgs/orgs.types";
import { lockOrganization } from "../orgs/orgs.service";
import { allowsAnother, invalidTransitionError, planLimitError } from "../orgs/plan-limits";
import { presentOrgListing, presentOrgListingDetail } from "./listings.presenter";
import {
  archiveEndedListings,
  countRunningListings,
  findAddressOf,
  findJobOf,
  findListingView,
  findQuestionnaireOf,
  insertListing,
  listingsNotedSinceChange,
  listListingViews,
  lockDueListingsOf,
  listingsByExtensionsUsed,
  lockListing,
  organizationsWithDueListings,
  planOf,
  updateListing,
  type ListingChanges,
  type ListingRow,
  type NewListing,
} from "./listings.repo";
import { addDays, lastEndedDay, remainingDays, runtimeEnd, zurichToday } from "./listings.runtime";
import "./listings.messages"; // registers the feature's texts (i18n/messages.ts)

const RULE_MESSAGES: Record<TListingRule, MessageKey> = {
  workload_order: "listingsWorkloadOrder",
  salary_order: "listingsSalaryOrder",
  start_date_required: "listingsStartDateRequired",
  start_date_unexpected: "listingsStartDateUnexpected",
  published_on_required: "listingsPublishedOnRequired",
  job_choice: "listingsJobChoice",
};

/** The rules across a listing's fields (the contract's listingRuleIssues): a FieldError at each field that breaks one. */
function checkRules(issues: ReturnType<typeof listingRuleIssues>) {
  if (issues.length > 0)
    throw new FieldError(
      "body",
      issues.map(({ field, rule }) => ({ path: [field], key: RULE_MESSAGES[rule] })),
    );
}

/** ServiceError code of a change to an archived listing (archived is final: copy it instead). */
export const LISTING_ARCHIVED_CODE = "listing_archived";

type ListingKind = Extract<ActivityKindInput, { sourceType: "listing" }>;
/** Activity verbs of a member's change of a listing. */
type ListingVerb = Extract<ListingKind, { actorKind: "member" }>["verb"];

/** Records what a member (`actor`: their user id) did to the listing. */
function record(
  ctx: AppContext,
  listing: Pick<ListingRow, "id" | "organizationId" | "title">,
  verb: ListingVerb,
  actor: number,
) {
  return recordActivity(ctx, {
    organizationId: listing.organizationId,
    sourceType: "listing",
    sourceId: listing.id,
    verb,
    actorKind: "member",
    actorUserId: actor,
    subject: listing.title,
  });
}

/** Records what the scheduler's lifecycle did to the listing. */
function recordBySystem(
  ctx: AppContext,
  listing: Pick<ListingRow, "id" | "organizationId" | "title">,
  verb: Extract<ListingKind, { actorKind: "system" }>["verb"],
) {
  return recordActivity(ctx, {
    organizationId: listing.organizationId,
    sourceType: "listing",
    sourceId: listing.id,
    verb,
    actorKind: "system",
    actorUserId: null,
    subject: listing.title,
  });
}

async function detail(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgListingDetail> {
  const view = foundOr404(await findListingView(ctx.db, org.organization.id, id));
  const now = ctx.now();
  const plan = (await planOf(ctx.db, org.organization.id)) ?? org.organization.plan;
  const active = await countRunningListings(ctx.db, org.organization.id, lastEndedDay(now));
  const refusedBy = extensionRefusal(plan, view.listing, active, now);
  const extension = {
    ends_on: refusedBy || view.listing.endsOn === null ? null : addDays(view.listing.endsOn, LISTING_EXTENSION_DAYS),
    refused_by: refusedBy,
  };
  return presentOrgListingDetail(view, plan, now, extension);
}

/**
 * Why a listing cannot be extended now, or null when it can (ADR 018, 053): only an active listing
 * whose runtime has not ended, within the plan's extensions per listing (`extensionsPerListing`),
 * and only while the organisation is not over its active-listing limit (`activeListings`) — after
 * a change to a smaller plan, the listings over the limit run out rather than being prolonged.
 */
export function extensionRefusal(
  plan: TOrganizationPlan,
  listing: Pick<ListingRow, "status" | "endsOn" | "extensionsUsed">,
  runningListings: number,
  now: Date,
): Extract<TPlanLimit, "extensionsPerListing" | "activeListings"> | null {
  const left = remainingDays(listing.status, listing.endsOn, now);
  if (listing.endsOn === null || left === null || left === 0) return "extensionsPerListing";
  if (!allowsAnother("extensionsPerListing", plan, listing.extensionsUsed)) return "extensionsPerListing";
  const limit = PLAN_LIMITS[plan].activeListings;
  if (limit !== null && runningListings > limit) return "activeListings";
  return null;
}

/**
 * What a change from plan `from` to `to` means for the organisation's listings now (ADR 053): the
 * running listings and how many exceed `to`'s limit, the last day of the one that ends last, the
 * planned ones (they wait while the limit is exceeded), and the running listings `from` would
 * still extend and `to` does not.
 */
export async function listingsUnderPlans(
  ctx: AppContext,
  organizationId: number,
  from: TOrganizationPlan,
  to: TOrganizationPlan,
) {
  const facts = await listingsByExtensionsUsed(ctx.db, organizationId, lastEndedDay(ctx.now()));
  const running = facts.byUse.reduce((sum, group) => sum + group.n, 0);
  const limit = PLAN_LIMITS[to].activeListings;
  const withoutExtension = facts.byUse
    .filter(
      (group) =>
        allowsAnother("extensionsPerListing", from, group.extensionsUsed) &&
        !allowsAnother("extensionsPerListing", to, group.extensionsUsed),
    )
    .reduce((sum, group) => sum + group.n, 0);
  return {
    running,
    limit,
    over: limit === null ? 0 : Math.max(0, running - limit),
    lastEndsOn: facts.lastEndsOn,
    planned: facts.planned,
    extensionLimit: PLAN_LIMITS[to].extensionsPerListing,
    withoutExtension,
  };
}

/** GET /capi/org/listings: a page of the organisation's listings matching the filters, with the total. */
export async function listOrgListings(
  ctx: AppContext,
  org: OrgContext,
  query: TOrgListingsQuery,
): Promise<TOrgListingsResponse> {
  const { rows, count } = await listListingViews(ctx.db, org.organization.id, query);
  const now = ctx.now();
  return { items: rows.map((view) => presentOrgListing(view, org.organization.plan, now)), count };
}

/** GET /capi/org/listings/{id}: NotFoundError for an unknown id or another organisation's listing. */
export function getOrgListing(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgListingDetail> {
  return detail(ctx, org, id);
}

/**
 * The columns of the fields every listing write sets, after checking that the address and the
 * questionnaire belong to the organisation (NotFoundError otherwise: another organisation's ids
 * are never linked). A questionnaire newly chosen must be active.
 */
async function fieldColumns(ctx: AppContext, org: OrgContext, input: TListingFields, previous?: ListingRow) {
  const organizationId = org.organization.id;
  let country = input.country;
  if (input.address_id !== null) {
    const address = foundOr404(await findAddressOf(ctx.db, organizationId, input.address_id));
    country = address.country;
  }
  if (input.questionnaire_id !== null) {
    const questionnaire = foundOr404(await findQuestionnaireOf(ctx.db, organizationId, input.questionnaire_id));
    const unchanged = previous?.questionnaireId === input.questionnaire_id;
    if (questionnaire.status !== "active" && !unchanged)
      throw FieldError.at("body", ["questionnaire_id"], "listingsQuestionnaireArchived");
  }
  return {
    title: input.title,
    language: input.language,
    addressId: input.address_id,
    locationByAgreement: input.address_id === null,
    country,
    startKind: input.start_kind,
    startDate: input.start_kind === "by_date" ? input.start_date : null,
    employmentType: input.employment_type,
    remoteType: input.remote_type,
    workloadMin: input.workload_min,
    workloadMax: input.workload_max,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    requiredLanguages: input.required_languages,
    listingUrl: input.listing_url,
    applyUrl: input.apply_url,
    questionnaireId: input.questionnaire_id,
    contactName: input.contact_name,
    contactEmail: input.contact_email,
    contactPhone: input.contact_phone,
  };
}

/**
 * Takes the organisation's row lock and refuses when it has as many active listings as its plan
 * allows (ServiceError plan_limit_active_listings). Call it before activating a listing.
 */
async function claimActiveSlot(ctx: AppContext, organizationId: number): Promise<void> {
  const plan = (await lockOrganization(ctx, organizationId))?.plan;
  if (plan === undefined) throw new NotFoundError("notFound");
  const active = await countRunningListings(ctx.db, organizationId, lastEndedDay(ctx.now()));
  if (!allowsAnother("activeListings", plan, active)) throw planLimitError("activeListings", plan);
}

/** A publish date a planned listing may take: today or later. */
function checkPublishDate(publishedOn: string | null, today: string): string {
  if (publishedOn === null) throw FieldError.at("body", ["published_on"], "listingsPublishedOnRequired");
  if (publishedOn < today) throw FieldError.at("body", ["published_on"], "listingsPublishedOnPast");
  return publishedOn;
}

/**
 * POST /capi/org/listings: a listing of one of the organisation's jobs (`job_id`) or of a new job
 * written with it (`job`, created active in the same transaction). Planned (from its publish date)
 * or, with `status: active`, published now within the plan's active-listing limit. One activity:
 * "created" for a planned listing, "published" for one published at once.
 */
export async function createOrgListing(
  ctx: AppContext,
  org: OrgContext,
  input: TCreateListingRequest,
): Promise<TOrgListingDetail> {
  checkRules(listingRuleIssues(input, { create: true }));
  const created = await inTransaction(ctx, async (tx) => {
    const organizationId = org.organization.id;
    const now = tx.now();
    const today = zurichToday(now);
    if (input.status === "active") await claimActiveSlot(tx, organizationId);
    const publishedOn = input.status === "active" ? today : checkPublishDate(input.published_on, today);
    const columns = await fieldColumns(tx, org, input);

    let jobId: number;
    if (input.job) {
      jobId = (await createOrgJob(tx, org, { ...input.job, status: "active" })).id;
    } else {
      const job = input.job_id === undefined ? undefined : await findJobOf(tx.db, organizationId, input.job_id);
      if (!job) throw new NotFoundError("notFound");
      jobId = job.id;
    }
    const values: NewListing = {
      ...columns,
      organizationId,
      jobId,
      status: input.status,
      publishedOn,
      endsOn: runtimeEnd(publishedOn),
      extensionsUsed: 0,
      createdAt: now,
      updatedAt: now,
    };
    const listing = await insertListing(tx.db, values);
    await record(tx, listing, input.status === "active" ? "published" : "created", org.user.id);
    if (input.status === "active") await noteListingPages(tx, [listing.id], "URL_UPDATED");
    return listing;
  });
  return detail(ctx, org, created.id);
}

/** The verb of a status change of docs/domain.md §4. */
function transitionVerb(from: TListingStatus, to: TListingStatus): ListingVerb {
  if (to === "active") return "published";
  return from === "planned" ? "cancelled" : "archived";
}

/** The columns among `changes` whose values differ from the row's. */
function differing(row: ListingRow, changes: ListingChanges): ListingChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([column, value]) => {
      const stored = row[column as keyof ListingRow];
      if (Array.isArray(value) && Array.isArray(stored)) return value.join("\u0000") !== stored.join("\u0000");
      return value !== stored;
    }),
  ) as ListingChanges;
}

/**
 * PUT /capi/org/listings/{id}: the whole listing. A status change must be a transition of docs/domain.md
 * §4 (else ServiceError invalid_transition, and nothing changes); an archived listing cannot be
 * changed at all (ServiceError listing_archived). Publishing now starts the runtime today within
 * the plan's limit; ending early makes today the last day. A planned listing's publish date may
 * move to today or later; a published one's runtime stays. Activities: "updated" when fields
 * changed, and the transition's verb (published, cancelled, archived) when the status did. A save
 * made from an older revision than the stored one is refused as stale (ADR 088).
 */
export async function updateOrgListing(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: TUpdateListingRequest,
): Promise<TOrgListingDetail> {
  checkRules(listingRuleIssues(input));
  await inTransaction(ctx, async (tx) => {
    const organizationId = org.organization.id;
    const row = foundOr404(await lockListing(tx.db, organizationId, id));
    requireCurrentRevision(row, input.revision);
    const from = row.status;
    const to = input.status;
    if (from !== to && !listingTransitionAllowed(from, to)) throw invalidTransitionError("listing", from, to);

    const now = tx.now();
    const today = zurichToday(now);
    const job = input.job_id === row.jobId ? { id: row.jobId } : await findJobOf(tx.db, organizationId, input.job_id);
    if (!job) throw new NotFoundError("notFound");
    const fields: ListingChanges = { ...(await fieldColumns(tx, org, input, row)), jobId: job.id };

    if (from === "planned" && to === "planned" && input.published_on !== row.publishedOn) {
      const publishedOn = checkPublishDate(input.published_on, today);
      fields.publishedOn = publishedOn;
      fields.endsOn = runtimeEnd(publishedOn);
    }
    const edited = differing(row, fields);
    if (from === "archived" && Object.keys(edited).length > 0) {
      throw new ServiceError(LISTING_ARCHIVED_CODE, "listingsArchivedFinal");
    }

    const status: ListingChanges = {};
    if (from !== to) {
      status.status = to;
      if (to === "active") {
        await claimActiveSlot(tx, organizationId);
        status.publishedOn = today;
        status.endsOn = runtimeEnd(today);
      } else if (from === "active" && row.endsOn !== null && row.endsOn > today) {
        status.endsOn = today;
      }
    }
    if (Object.keys(edited).length === 0 && Object.keys(status).length === 0) return;

    const saved = await updateListing(tx.db, row.id, { ...edited, ...status, updatedAt: now });
    if (Object.keys(edited).length > 0) await record(tx, saved, "updated", org.user.id);
    if (from !== to) await record(tx, saved, transitionVerb(from, to), org.user.id);
    // Search engines hear of a page that went live or changed, and of one that ended (ADR 092).
    if (saved.status === "active") await noteListingPages(tx, [saved.id], "URL_UPDATED");
    else if (from === "active") await noteListingPages(tx, [saved.id], "URL_DELETED");
  });
  return detail(ctx, org, id);
}

/**
 * POST /capi/org/listings/{id}/extend: 30 more days for an active listing whose runtime has not
 * ended, while `extensions_used` is below the plan's extensions per listing; otherwise ServiceError
 * plan_limit_extensions_per_listing ('Listing could not be extended anymore'). The row lock makes
 * parallel extensions count one after another.
 */
export async function extendOrgListing(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgListingDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = foundOr404(await lockListing(tx.db, org.organization.id, id));
    // Listing, then organisation, as a PUT locks them: a plan change waits, or is waited for.
    const plan = (await lockOrganization(tx, org.organization.id))?.plan;
    if (plan === undefined) throw new NotFoundError("notFound");
    const now = tx.now();
    const running = await countRunningListings(tx.db, org.organization.id, lastEndedDay(now));
    const refusedBy = extensionRefusal(plan, row, running, now);
    if (refusedBy === "activeListings")
      throw planLimitError("activeListings", plan, "planLimitActiveListingsExtension");
    if (refusedBy || row.endsOn === null) throw planLimitError("extensionsPerListing", plan);
    const saved = await updateListing(tx.db, row.id, {
      endsOn: addDays(row.endsOn, LISTING_EXTENSION_DAYS),
      extensionsUsed: row.extensionsUsed + 1,
      updatedAt: now,
    });
    await record(tx, saved, "extended", org.user.id);
    await noteListingPages(tx, [saved.id], "URL_UPDATED");
  });
  return detail(ctx, org, id);
}

// --- The picture ----------------------------------------------------------------------------

/** The box a listing's picture is kept in: wide enough for the page's banner on a sharp screen. */
export const LISTING_PICTURE_FORMAT: ImageFormat = { box: { width: 1600, height: 1200 }, output: "jpeg" };

/**
 * PUT /capi/org/listings/{id}/picture: the uploaded image (JPEG, PNG or WebP by content, at most
 * 5 MB) resized into LISTING_PICTURE_FORMAT and served from our origin (/media/{id}); the previous
 * picture is deleted. Bytes that are no image: a FieldError at `picture`. An archived listing is final
 * (ServiceError listing_archived); another organisation's listing is NotFound. Activity "updated".
 */
export async function replaceListingPicture(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  bytes: Buffer,
): Promise<TOrgListingDetail> {
  const image = await cleanImage(bytes, LISTING_PICTURE_FORMAT);
  if (!image) throw FieldError.at("body", ["picture"], "listingsPictureNotImage");
  await inTransaction(ctx, async (tx) => {
    const row = foundOr404(await lockListing(tx.db, org.organization.id, id));
    if (row.status === "archived") throw new ServiceError(LISTING_ARCHIVED_CODE, "listingsArchivedFinal");
    const pictureId = await storeImage(tx, null, image);
    const saved = await updateListing(tx.db, row.id, { pictureId, updatedAt: tx.now() });
    if (row.pictureId) await removeImage(tx, row.pictureId);
    await record(tx, saved, "updated", org.user.id);
  });
  return detail(ctx, org, id);
}

/** DELETE /capi/org/listings/{id}/picture: the listing shows no picture any more (none: no change). */
export async function removeListingPicture(ctx: AppContext, org: OrgContext, id: number): Promise<TOrgListingDetail> {
  await inTransaction(ctx, async (tx) => {
    const row = foundOr404(await lockListing(tx.db, org.organization.id, id));
    if (!row.pictureId) return;
    if (row.status === "archived") throw new ServiceError(LISTING_ARCHIVED_CODE, "listingsArchivedFinal");
    const saved = await updateListing(tx.db, row.id, { pictureId: null, updatedAt: tx.now() });
    await removeImage(tx, row.pictureId);
    await record(tx, saved, "updated", org.user.id);
  });
  return detail(ctx, org, id);
}

// --- The lifecycle: the scheduler's "listing-lifecycle" task -----------------------------------

/** Rows per transaction of the lifecycle. */
const BATCH = 200;

export interface LifecycleReport {
  /** Active listings whose runtime ended: archived ("expired"). */
  expired: number;
  /** Planned listings whose publish date came: active ("published"). */
  published: number;
  /** Planned listings due but held back by the plan's active-listing limit ("postponed", noted once). */
  postponed: number;
}

/**
 * One run of the lifecycle at the context's clock: archives every active listing whose runtime
 * has ended, then activates the planned listings whose publish date has come, the earliest first,
 * as far as each organisation's plan allows. A listing the limit holds back stays planned; its
 * organisation learns why once (a "postponed" activity, again only after the listing changes), and
 * it is published by a later run once a place is free, its runtime starting that day.
 *
 * Idempotent and safe with several workers at once: each listing moves in a conditional update
 * under its row lock (`FOR UPDATE SKIP LOCKED`), activations of an organisation queue on its row
 * lock, and the activity is written in the same transaction, so each move has exactly one.
 */
export async function runListingLifecycle(ctx: AppContext): Promise<LifecycleReport> {
  const now = ctx.now();
  const today = zurichToday(now);
  const ended = lastEndedDay(now);
  const report: LifecycleReport = { expired: 0, published: 0, postponed: 0 };

  for (;;) {
    const moved = await inTransaction(ctx, async (tx) => {
      const rows = await archiveEndedListings(tx.db, ended, now, BATCH);
      for (const row of rows) await recordBySystem(tx, row, "expired");
      await noteListingPages(
        tx,
        rows.map((row) => row.id),
        "URL_DELETED",
      );
      return rows.length;
    });
    report.expired += moved;
    if (moved < BATCH) break;
  }

  // Organisation by organisation, in id order (one whose listings the limit holds stays due).
  for (let after = 0; ;) {
    const organizations = await organizationsWithDueListings(ctx.db, today, after, BATCH);
    for (const organizationId of organizations) {
      const { published, postponed } = await publishDueListingsOf(ctx, organizationId, today, now);
      report.published += published;
      report.postponed += postponed;
    }
    if (organizations.length < BATCH) break;
    after = organizations.at(-1)!;
  }
  return report;
}

async function publishDueListingsOf(ctx: AppContext, organizationId: number, today: string, now: Date) {
  return inTransaction(ctx, async (tx) => {
    const plan = (await lockOrganization(tx, organizationId))?.plan;
    if (plan === undefined) return { published: 0, postponed: 0 };
    const due = await lockDueListingsOf(tx.db, organizationId, today);
    let active = await countRunningListings(tx.db, organizationId, lastEndedDay(now));
    let published = 0;
    const held: ListingRow[] = [];
    for (const listing of due) {
      if (!allowsAnother("activeListings", plan, active)) {
        held.push(listing);
        continue;
      }
      // On its publish date the runtime is the planned one; a listing published later (held back,
      // or the workers were down) runs its full 30 days from today.
      const publishedOn = listing.publishedOn !== null && listing.publishedOn >= today ? listing.publishedOn : today;
      const saved = await updateListing(tx.db, listing.id, {
        status: "active",
        publishedOn,
        endsOn: runtimeEnd(publishedOn),
        updatedAt: now,
      });
      await recordBySystem(tx, saved, "published");
      await noteListingPages(tx, [saved.id], "URL_UPDATED");
      active++;
      published++;
    }
    const noted = await listingsNotedSinceChange(
      tx.db,
      held.map((l) => l.id),
      "postponed",
    );
    let postponed = 0;
    for (const listing of held) {
      if (noted.has(listing.id)) continue;
      await recordBySystem(tx, listing, "postponed");
      postponed++;
    }
    return { published, postponed };
  });
}

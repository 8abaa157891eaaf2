/**
 * Career experiments (issue 11 point 3, docs/domain.md §4, ADR 029). A signed-in seeker's hypothesis
 * profile (title, job titles, sectors, region); its job hits are the matching active listings,
 * found with the search index (one search per job title, with the sectors and the region's box),
 * then checked against the region's cantons. Rated hits stay, also when their listing ended.
 * Another user's uid is NotFound; an archived experiment changes no more (experiment_archived).
 */
import { randomBytes } from "node:crypto";
import {
  EXPERIMENT_ERROR_CODES,
  EXPERIMENT_LIMITS,
  EXPERIMENT_REGION_BOUNDS,
  experimentRegionCantons,
  isIndustryCode,
  type TCreateExperiment,
  type TExperimentHitsQuery,
  type TExperimentsQuery,
  type TIndustryCode,
  type TRegion,
  type TUpdateExperimentRequest,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { foundOr404, NotFoundError, ServiceError, ServiceUnavailableError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import type { SearchIndex, Viewport } from "../search/search.index";
import { addToSeekerProfile } from "../seekers/seeker-profile.service";
import {
  archiveExperimentRow,
  countActiveTesters,
  deleteRating,
  findOwnExperiment,
  findOwnExperimentWithCounts,
  findRating,
  hitListings,
  insertExperiment,
  listOwnExperiments,
  ratingsOf,
  updateExperiment,
  upsertRating,
  type ExperimentRatingRow,
  type ExperimentRow,
  type ExperimentWithCounts,
  type HitListingRow,
} from "./experiments.repo";
import "./experiments.messages"; // registers the feature's texts (i18n/messages.ts)

/** An experiment's job hit: the listing, and the seeker's rating if any. */
export interface ExperimentHitView {
  listing: HitListingRow;
  rating: ExperimentRatingRow | undefined;
}

export interface ExperimentView extends ExperimentWithCounts {
  activeTesters: number;
}

function archivedError() {
  return new ServiceError(EXPERIMENT_ERROR_CODES.archived, "experimentArchived");
}

/** 22 URL-safe random characters (128 bits): the uid in experiments/{uid}. */
function newUid(): string {
  return randomBytes(16).toString("base64url");
}

/** The list without repeats (compared case- and space-insensitively), in the order given. */
function uniqueTitles(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-CH");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The stored sectors as industry codes (the contract checked them when saved; anything else is left out). */
function sectorCodes(sectors: readonly string[]): TIndustryCode[] {
  return sectors.filter(isIndustryCode);
}

/** POST /capi/user/experiments. */
export async function createExperiment(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
  input: TCreateExperiment,
): Promise<ExperimentView> {
  const row = await insertExperiment(
    ctx.db,
    {
      uid: newUid(),
      userId: user.id,
      title: input.title,
      jobTitles: uniqueTitles(input.job_titles),
      sectors: [...new Set(input.sectors)],
      region: input.region,
    },
    ctx.now(),
  );
  return getExperiment(ctx, user, row.uid);
}

/** GET /capi/user/experiments: active or archived, newest first. */
export function listExperiments(ctx: AppContext, user: Pick<SessionUser, "id">, query: TExperimentsQuery) {
  return listOwnExperiments(ctx.db, user.id, query.filter, query);
}

/** GET /capi/user/experiments/{uid}: with the counts and the active testers. */
export async function getExperiment(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
  uid: string,
): Promise<ExperimentView> {
  const found = foundOr404(await findOwnExperimentWithCounts(ctx.db, user.id, uid));
  const { experiment } = found;
  const activeTesters = await countActiveTesters(ctx.db, user.id, experiment);
  return { ...found, activeTesters };
}

/** The user's experiment locked for a change; archived → experiment_archived. */
async function lockForChange(ctx: AppContext, userId: number, uid: string): Promise<ExperimentRow> {
  const experiment = foundOr404(await findOwnExperiment(ctx.db, userId, uid, true));
  if (experiment.archivedAt) throw archivedError();
  return experiment;
}

/**
 * PUT /capi/user/experiments/{uid}: the profile's fields given, and the status. `status:
 * validated` with `update_seeker_profile: true` adds the job titles and sectors to the seeker
 * profile in the same transaction (addToSeekerProfile: created when the seeker had none, existing
 * entries first, within the profile's limits).
 */
export async function changeExperiment(
  ctx: AppContext,
  user: SessionUser,
  uid: string,
  input: TUpdateExperimentRequest,
): Promise<ExperimentView> {
  await inTransaction(ctx, async (tx) => {
    const experiment = await lockForChange(tx, user.id, uid);
    const now = tx.now();
    const values: Parameters<typeof updateExperiment>[2] = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.job_titles !== undefined) values.jobTitles = uniqueTitles(input.job_titles);
    if (input.sectors !== undefined) values.sectors = [...new Set(input.sectors)];
    if (input.region !== undefined) values.region = input.region;
    if (input.status !== undefined && input.status !== experiment.status) {
      values.status = input.status;
      values.validatedAt = input.status === "validated" ? now : null;
    }
    await updateExperiment(tx.db, experiment.id, values, now);
    if (input.status === "validated" && input.update_seeker_profile) {
      await addToSeekerProfile(tx, user, {
        jobTitles: values.jobTitles ?? experiment.jobTitles,
        sectors: sectorCodes(values.sectors ?? experiment.sectors),
      });
    }
  });
  return getExperiment(ctx, user, uid);
}

/** POST /capi/user/experiments/{uid}/archive: final; a second time → experiment_archived. */
export async function archiveExperiment(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
  uid: string,
): Promise<ExperimentView> {
  await inTransaction(ctx, async (tx) => {
    const experiment = await lockForChange(tx, user.id, uid);
    if (!(await archiveExperimentRow(tx.db, experiment.id, tx.now()))) throw archivedError();
  });
  return getExperiment(ctx, user, uid);
}

function viewportOf(region: TRegion | null): Viewport | undefined {
  if (region === null || region === "switzerland") return undefined;
  const [west, south, east, north] = EXPERIMENT_REGION_BOUNDS[region];
  return { west, south, east, north };
}

/** Ids of the active listings the search index matches to the profile (the region's box, the sectors). */
async function matchingListingIds(search: SearchIndex, experiment: ExperimentRow): Promise<Set<number>> {
  if (!search.ready) throw new ServiceUnavailableError("searchIndexBuilding");
  const ids = new Set<number>();
  const viewport = viewportOf(experiment.region as TRegion | null);
  for (const title of experiment.jobTitles) {
    const found = await search.searchEmployers(
      { query: title, sectors: sectorCodes(experiment.sectors), ...(viewport ? { viewport } : {}) },
      { limit: EXPERIMENT_LIMITS.hitsMax, offset: 0 },
    );
    for (const employer of found.items) for (const listing of employer.listings) ids.add(listing.id);
  }
  return ids;
}

const newestFirst = (a: ExperimentHitView, b: ExperimentHitView) =>
  (b.listing.publishedOn ?? "").localeCompare(a.listing.publishedOn ?? "") || b.listing.id - a.listing.id;

/**
 * Every hit of the experiment: the newest EXPERIMENT_LIMITS.hitsMax matching active listings in
 * the region's cantons, and every rated listing (also ended ones), newest first.
 */
async function allHits(ctx: AppContext, search: SearchIndex, experiment: ExperimentRow): Promise<ExperimentHitView[]> {
  const ratings = await ratingsOf(ctx.db, experiment.id);
  const ratingOf = new Map(ratings.map((r) => [r.listingId, r]));
  // An archived experiment searches no more: its rated hits are what it keeps.
  const matched = experiment.archivedAt ? new Set<number>() : await matchingListingIds(search, experiment);
  const rows = await hitListings(ctx.db, [...new Set([...matched, ...ratingOf.keys()])]);
  const cantons = experimentRegionCantons(experiment.region as TRegion | null);
  const isMatch = (row: HitListingRow) =>
    matched.has(row.id) &&
    row.status === "active" &&
    (cantons === null || (row.canton !== null && cantons.includes(row.canton)));
  const views = (list: HitListingRow[]) => list.map((listing) => ({ listing, rating: ratingOf.get(listing.id) }));
  const rated = views(rows.filter((r) => ratingOf.has(r.id)));
  const unrated = views(rows.filter((r) => !ratingOf.has(r.id) && isMatch(r)))
    .sort(newestFirst)
    .slice(0, EXPERIMENT_LIMITS.hitsMax);
  return [...rated, ...unrated].sort(newestFirst);
}

async function ownExperiment(ctx: AppContext, userId: number, uid: string): Promise<ExperimentRow> {
  return foundOr404(await findOwnExperiment(ctx.db, userId, uid));
}

/** GET /capi/user/experiments/{uid}/hits: a page of the hits. */
export async function listExperimentHits(
  ctx: AppContext,
  search: SearchIndex,
  user: Pick<SessionUser, "id">,
  uid: string,
  page: TExperimentHitsQuery,
): Promise<{ rows: ExperimentHitView[]; count: number }> {
  const hits = await allHits(ctx, search, await ownExperiment(ctx, user.id, uid));
  return { rows: hits.slice(page.offset, page.offset + page.limit), count: hits.length };
}

/** One hit; a listing that is no hit and was never rated → NotFound. */
async function findHit(
  ctx: AppContext,
  search: SearchIndex,
  experiment: ExperimentRow,
  listingId: number,
): Promise<ExperimentHitView> {
  const hit = (await allHits(ctx, search, experiment)).find((h) => h.listing.id === listingId);
  if (!hit) throw new NotFoundError("notFound");
  return hit;
}

/** GET /capi/user/experiments/{uid}/hits/{listing_id}. */
export async function getExperimentHit(
  ctx: AppContext,
  search: SearchIndex,
  user: Pick<SessionUser, "id">,
  uid: string,
  listingId: number,
): Promise<ExperimentHitView> {
  return findHit(ctx, search, await ownExperiment(ctx, user.id, uid), listingId);
}

/** PUT …/hits/{listing_id}/rating: rates a hit (a new verdict replaces the last). */
export async function rateExperimentHit(
  ctx: AppContext,
  search: SearchIndex,
  user: Pick<SessionUser, "id">,
  uid: string,
  listingId: number,
  input: { verdict: "fits" | "does_not_fit"; note: string },
): Promise<ExperimentHitView> {
  return inTransaction(ctx, async (tx) => {
    const experiment = await lockForChange(tx, user.id, uid);
    const hit = await findHit(tx, search, experiment, listingId);
    const rating = await upsertRating(
      tx.db,
      { experimentId: experiment.id, listingId, verdict: input.verdict, note: input.note },
      tx.now(),
    );
    await updateExperiment(tx.db, experiment.id, {}, tx.now());
    return { listing: hit.listing, rating };
  });
}

/**
 * Stores a verdict on a listing of an experiment at ctx.now() without looking the hit up in the
 * search index: the demo seed replays ratings of hits it chose itself.
 */
export async function recordRating(
  ctx: AppContext,
  experimentId: number,
  listingId: number,
  input: { verdict: "fits" | "does_not_fit"; note: string },
): Promise<void> {
  await upsertRating(ctx.db, { experimentId, listingId, ...input }, ctx.now());
}

/** DELETE …/hits/{listing_id}/rating: idempotent; the hit stays while it matches. */
export async function unrateExperimentHit(
  ctx: AppContext,
  user: Pick<SessionUser, "id">,
  uid: string,
  listingId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const experiment = await lockForChange(tx, user.id, uid);
    if (await findRating(tx.db, experiment.id, listingId)) {
      await deleteRating(tx.db, experiment.id, listingId);
      await updateExperiment(tx.db, experiment.id, {}, tx.now());
    }
  });
}

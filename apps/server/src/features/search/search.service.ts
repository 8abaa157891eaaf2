/**
 * Search as the API offers it: turns the search page's parameters into criteria for the
 * SearchIndex (place names to coordinates, the watchlist, the seeker profile) and marks liked
 * employers. Other features show employers as search results through employerHits.
 */
import {
  EXPERIMENT_REGION_BOUNDS,
  REGIONS,
  REMOTE_TYPE_VALUES,
  SEARCH_DEFAULT_RADIUS_KM,
  type TRegion,
  type TRemoteType,
  type TEmployerHit,
  type TLocationSuggestion,
  type TMapCluster,
  type TSearchEmployersQuery,
  type TSearchEmployersResponse,
  type TSearchListingsQuery,
  type TSearchListingsResponse,
  type TSearchMapQuery,
} from "@jobatlas/contract";
import { occupationById, type TOccupationLanguage } from "@jobatlas/contract/occupations";
import type { AppContext } from "../../context";
import { FieldError, NotAuthenticatedError, ServiceUnavailableError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import { zurichToday } from "../listings/listings.runtime";
import { occupationWords, suggestOccupations } from "./occupations";
import { places } from "./places";
import type { EmployerResult, Point, SearchCriteria, SearchHelp, SearchIndex, Viewport } from "./search.index";
import { presentEmployerHit, presentListingSearchHit } from "./search.presenter";
import {
  appliedListingIds,
  hiddenOrganizationIds,
  likedOrganizationIds,
  seekerPreferences,
  type SeekerPreferences,
} from "./search.repo";

type Filters = Omit<TSearchEmployersQuery, "limit" | "offset">;

function requireReady(index: SearchIndex) {
  if (!index.ready) throw new ServiceUnavailableError("searchIndexBuilding");
}

async function criteriaOf(ctx: AppContext, filters: Filters, user: SessionUser | undefined): Promise<SearchCriteria> {
  const criteria: SearchCriteria = {
    query: filters.query ?? "",
    sectors: filters.sectors,
    employmentTypes: filters.employment_types,
    remoteTypes: filters.remote_types,
    workloadMin: filters.workload_min,
    salaryMin: filters.salary_min,
    languages: filters.languages,
  };
  if (
    filters.north !== undefined &&
    filters.south !== undefined &&
    filters.east !== undefined &&
    filters.west !== undefined
  ) {
    criteria.viewport = { north: filters.north, south: filters.south, east: filters.east, west: filters.west };
  }
  if (filters.region !== undefined && filters.region !== "switzerland") {
    const region = regionCriteria(filters.region, criteria.viewport);
    criteria.cantons = region.cantons;
    criteria.viewport = region.viewport;
  }
  if (filters.location !== undefined) {
    const place = places().resolve(filters.location);
    if (!place) throw FieldError.at("query", ["location"], "unknownPlace");
    criteria.near = { lat: place.lat, lng: place.lng, radiusKm: filters.radius ?? SEARCH_DEFAULT_RADIUS_KM };
  }
  if (filters.liked || filters.seeker_profile) {
    if (!user) throw new NotAuthenticatedError("notAuthenticated");
    if (filters.liked) criteria.organizationIds = await likedOrganizationIds(ctx.db, user.id);
    if (filters.seeker_profile) criteria.boost = profileBoost(await seekerPreferences(ctx.db, user.id));
  }
  if (user) {
    // The employers the seeker hid leave their results (ADR 073); none hidden, no set (the map's
    // fast path for an unfiltered search stays open).
    const hidden = await hiddenOrganizationIds(ctx.db, user.id);
    if (hidden.size > 0) criteria.excludedOrganizationIds = hidden;
  }
  return criteria;
}

/**
 * A region (docs/domain.md §4) as criteria: its cantons, and its box as the viewport (cut to the
 * viewport asked, when one is), so the index's spatial narrowing applies; the box holds every
 * place of its cantons (the boxes are rounded outward).
 */
export function regionCriteria(region: TRegion, viewport: Viewport | undefined) {
  const [west, south, east, north] = EXPERIMENT_REGION_BOUNDS[region];
  const box: Viewport = viewport
    ? {
        west: Math.max(west, viewport.west),
        south: Math.max(south, viewport.south),
        east: Math.min(east, viewport.east),
        north: Math.min(north, viewport.north),
      }
    : { west, south, east, north };
  return { cantons: new Set<string>(REGIONS[region]), viewport: box };
}

/**
 * The results with `liked` for the user and, with `markApplied`, each listing's `applied` mark
 * (ADR 073): one query each for the whole page, not one per employer or listing.
 */
async function withLiked(
  ctx: AppContext,
  results: EmployerResult[],
  user: SessionUser | undefined,
  markApplied = false,
): Promise<TEmployerHit[]> {
  if (!user) return results.map((r) => presentEmployerHit(r, false));
  const [liked, applied] = await Promise.all([
    likedOrganizationIds(
      ctx.db,
      user.id,
      results.map((r) => r.id),
    ),
    markApplied
      ? appliedListingIds(
          ctx.db,
          user.id,
          results.flatMap((r) => r.listings.map((l) => l.id)),
        )
      : undefined,
  ]);
  return results.map((r) => presentEmployerHit(r, liked.has(r.id), applied));
}

export async function searchEmployers(
  ctx: AppContext,
  index: SearchIndex,
  query: TSearchEmployersQuery,
  user: SessionUser | undefined,
  language: TOccupationLanguage = "de",
): Promise<TSearchEmployersResponse> {
  requireReady(index);
  const criteria = await criteriaOf(ctx, query, user);
  const { found, help } = await widenedWhenEmpty(
    index,
    criteria,
    (each) => index.searchEmployers(each, { limit: query.limit, offset: query.offset }),
    (found) => found.count === 0,
  );
  return {
    items: await withLiked(ctx, found.items, user, true),
    count: found.count,
    count_capped: found.countCapped,
    ...presentHelp(help, language),
  };
}

/** At most this many other forms of an occupation in the "also searched" line. */
const ALSO_SEARCHED_FORMS = 6;

/**
 * The help of a search (ADR 075) as the API gives it: `did_you_mean`, and per occupation named
 * the form typed (as the vocabulary writes it, else the label in `language`) with the concept's
 * labels in the four languages, the language asked for first, without the form typed and without
 * duplicates.
 */
export function presentHelp(
  help: SearchHelp,
  language: TOccupationLanguage,
): Pick<TSearchListingsResponse, "did_you_mean" | "also_searched"> {
  // The index keeps a query's help object until its next change: present it once per language.
  let byLanguage = presentedHelp.get(help);
  if (!byLanguage) presentedHelp.set(help, (byLanguage = new Map()));
  let presented = byLanguage.get(language);
  if (!presented) byLanguage.set(language, (presented = presentHelpNow(help, language)));
  return presented;
}

const presentedHelp = new WeakMap<SearchHelp, Map<TOccupationLanguage, ReturnType<typeof presentHelp>>>();

function presentHelpNow(
  help: SearchHelp,
  language: TOccupationLanguage,
): Pick<TSearchListingsResponse, "did_you_mean" | "also_searched"> {
  const alsoSearched: NonNullable<TSearchListingsResponse["also_searched"]> = [];
  const seen = new Set<string>();
  for (const { ids, words, similar } of help.occupations) {
    let similarShown = false;
    for (const id of ids) {
      const occupation = occupationById(id);
      if (!occupation || seen.has(id)) continue;
      seen.add(id);
      const languages = [language, ...(["de", "fr", "it", "en"] as const).filter((l) => l !== language)];
      const typed = languages
        .flatMap((l) => occupation.forms[l].all)
        .find((form) => occupationWords(form).join(" ") === words);
      const label = typed ?? occupation.forms[language].label;
      const folded = new Set([occupationWords(label).join(" ")]);
      const forms: string[] = [];
      for (const l of languages) {
        const form = occupation.forms[l].label;
        const key = occupationWords(form).join(" ");
        if (folded.has(key)) continue;
        folded.add(key);
        forms.push(form);
      }
      alsoSearched.push({
        label,
        forms: forms.slice(0, ALSO_SEARCHED_FORMS),
        ...(similar.length > 0 &&
          !similarShown && { similar: similar.map((each) => occupationById(each)!.forms[language].label) }),
      });
      similarShown = true;
    }
  }
  return {
    ...(help.didYouMean !== undefined && { did_you_mean: help.didYouMean }),
    ...(alsoSearched.length > 0 && { also_searched: alsoSearched }),
  };
}

/** The jobs view (ADR 072): listings in the order asked for, "new" by the business date of the request's clock. */
export async function searchListings(
  ctx: AppContext,
  index: SearchIndex,
  query: TSearchListingsQuery,
  user: SessionUser | undefined,
  language: TOccupationLanguage = "de",
): Promise<TSearchListingsResponse> {
  requireReady(index);
  const { sort, limit, offset, ...filters } = query;
  const criteria = await criteriaOf(ctx, filters, user);
  const { found, help } = await widenedWhenEmpty(
    index,
    criteria,
    (each) => index.searchListings(each, { limit, offset }, sort),
    (found) => found.count === 0,
  );
  const today = zurichToday(ctx.now());
  // The applied mark (ADR 073): one query for the page, signed-in seekers only.
  const applied = user
    ? await appliedListingIds(
        ctx.db,
        user.id,
        found.items.map((item) => item.id),
      )
    : undefined;
  return {
    items: found.items.map((item) => presentListingSearchHit(item, today, applied)),
    count: found.count,
    count_capped: found.countCapped,
    ...presentHelp(help, language),
  };
}

/**
 * A search, asked again with the related occupations (ADR 076) when it found nothing and the
 * words name an occupation whose related ones have listings ("Krankenschwester" near Lugano, where
 * only FaGe listings are): what the seeker sees is then labelled as similar occupations.
 */
export async function widenedWhenEmpty<T>(
  index: SearchIndex,
  criteria: SearchCriteria,
  run: (criteria: SearchCriteria) => Promise<T>,
  isEmpty: (found: T) => boolean,
): Promise<{ found: T; help: SearchHelp }> {
  const found = await run(criteria);
  const help = await index.queryHelp(criteria.query);
  if (!isEmpty(found) || !help.occupations.some((occupation) => occupation.widens)) return { found, help };
  return { found: await run({ ...criteria, similar: true }), help: await index.queryHelp(criteria.query, true) };
}

export async function searchMap(
  ctx: AppContext,
  index: SearchIndex,
  query: TSearchMapQuery,
  user: SessionUser | undefined,
): Promise<TMapCluster[]> {
  requireReady(index);
  const { view, zoom, ...filters } = query;
  const count = view === "jobs" ? "listings" : "employers";
  const { found } = await widenedWhenEmpty(
    index,
    await criteriaOf(ctx, filters, user),
    (criteria) => index.clusters(criteria, zoom, count),
    (clusters) => clusters.length === 0,
  );
  return found;
}

export function suggestLocations(query: string, limit: number): TLocationSuggestion[] {
  return places().suggest(query, limit);
}

/**
 * Occupations of the vocabulary whose forms start with the words typed, labelled in `language`,
 * one per concept, the most listed first among equals (ADR 075).
 */
export async function suggestJobTitles(
  index: SearchIndex,
  query: string,
  language: TOccupationLanguage,
  limit: number,
): Promise<string[]> {
  requireReady(index);
  const count = await index.occupationCounts();
  return suggestOccupations(query, language, limit, count).map((suggestion) => suggestion.label);
}

/** These employers as search hits (order kept, unknown ids left out), with `liked` for the user. */
export async function employerHits(
  ctx: AppContext,
  index: SearchIndex,
  ids: readonly number[],
  user: SessionUser | undefined,
  near?: Point,
): Promise<TEmployerHit[]> {
  requireReady(index);
  return withLiked(ctx, await index.employers(ids, near), user);
}

/** Up to 6 employers like this one (shared sectors and keywords, nearby), with `liked` for the user. */
export async function similarEmployerHits(
  ctx: AppContext,
  index: SearchIndex,
  id: number,
  user: SessionUser | undefined,
): Promise<TEmployerHit[]> {
  requireReady(index);
  return withLiked(ctx, await index.similarEmployers(id, 6), user);
}

/** The seeker profile as the ranking's preferences (ADR 071): titles and sectors first, the rest in the score. */
function profileBoost(profile: SeekerPreferences): NonNullable<SearchCriteria["boost"]> {
  const boost: NonNullable<SearchCriteria["boost"]> = { jobTitles: profile.jobTitles, sectors: profile.sectors };
  if (profile.skills.length > 0) boost.skills = profile.skills;
  if (profile.workloadMin !== null || profile.workloadMax !== null)
    boost.workload = { min: profile.workloadMin ?? 0, max: profile.workloadMax ?? 100 };
  const remoteTypes = profile.remoteTypes.filter((type): type is TRemoteType =>
    (REMOTE_TYPE_VALUES as readonly string[]).includes(type),
  );
  if (remoteTypes.length > 0) boost.remoteTypes = remoteTypes;
  if (profile.region !== null && profile.region in REGIONS && profile.region !== "switzerland")
    boost.cantons = new Set<string>(REGIONS[profile.region as TRegion]);
  return boost;
}

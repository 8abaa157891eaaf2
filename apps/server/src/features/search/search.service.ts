/**
 * Search as the API offers it: turns the search page's parameters into criteria for the
 * SearchIndex (place names to coordinates, the watchlist, the seeker profile) and marks liked
 * employers. Other features show employers as search results through employerHits.
 */
import {
  SEARCH_DEFAULT_RADIUS_KM,
  type TEmployerHit,
  type TLocationSuggestion,
  type TMapCluster,
  type TSearchEmployersQuery,
  type TSearchEmployersResponse,
  type TSearchMapQuery,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { NotAuthenticatedError, ServiceUnavailableError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import { places } from "./places";
import type { EmployerResult, Point, SearchCriteria, SearchIndex } from "./search.index";
import { presentEmployerHit } from "./search.presenter";
import { likedOrganizationIds, seekerPreferences } from "./search.repo";

type Filters = Omit<TSearchEmployersQuery, "limit" | "offset">;

/** Thrown when `location` names no place of CH or LI; the route reports it on the field. */
export class UnknownPlaceError extends Error {}

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
  if (filters.location !== undefined) {
    const place = places().resolve(filters.location);
    if (!place) throw new UnknownPlaceError();
    criteria.near = { lat: place.lat, lng: place.lng, radiusKm: filters.radius ?? SEARCH_DEFAULT_RADIUS_KM };
  }
  if (filters.liked || filters.seeker_profile) {
    if (!user) throw new NotAuthenticatedError("notAuthenticated");
    if (filters.liked) criteria.organizationIds = await likedOrganizationIds(ctx.db, user.id);
    if (filters.seeker_profile) criteria.boost = await seekerPreferences(ctx.db, user.id);
  }
  return criteria;
}

async function withLiked(
  ctx: AppContext,
  results: EmployerResult[],
  user: SessionUser | undefined,
): Promise<TEmployerHit[]> {
  const liked = user
    ? await likedOrganizationIds(
        ctx.db,
        user.id,
        results.map((r) => r.id),
      )
    : new Set<number>();
  return results.map((r) => presentEmployerHit(r, liked.has(r.id)));
}

export async function searchEmployers(
  ctx: AppContext,
  index: SearchIndex,
  query: TSearchEmployersQuery,
  user: SessionUser | undefined,
): Promise<TSearchEmployersResponse> {
  requireReady(index);
  const criteria = await criteriaOf(ctx, query, user);
  const found = await index.searchEmployers(criteria, { limit: query.limit, offset: query.offset });
  return { items: await withLiked(ctx, found.items, user), count: found.count, count_capped: found.countCapped };
}

export async function searchMap(
  ctx: AppContext,
  index: SearchIndex,
  query: TSearchMapQuery,
  user: SessionUser | undefined,
): Promise<TMapCluster[]> {
  requireReady(index);
  return index.clusters(await criteriaOf(ctx, query, user), query.zoom);
}

export function suggestLocations(query: string, limit: number): TLocationSuggestion[] {
  return places().suggest(query, limit);
}

export async function suggestJobTitles(index: SearchIndex, query: string, limit: number): Promise<string[]> {
  requireReady(index);
  return index.suggestJobTitles(query, limit);
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

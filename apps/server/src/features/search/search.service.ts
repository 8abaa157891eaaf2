/**
 * Search as the API offers it: turns the search page's parameters into criteria for the
 * SearchIndex (place names to coordinates, the watchlist, the seeker profile) and marks liked
 * employers. Other features show employers as search results through employerHits.
 */
import type { TEmployerHit } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import type { SessionUser } from "../../sessions/sessions";
import type { Point, SearchIndex } from "./search.index";

/** These employers as search hits (order kept, unknown ids left out), with `liked` for the user. */
export async function employerHits(
  _ctx: AppContext,
  _index: SearchIndex,
  _ids: readonly number[],
  _user: SessionUser | undefined,
  _near?: Point,
): Promise<TEmployerHit[]> {
  return []; // implemented with the index (issue 8, in progress)
}

/** Up to 6 employers like this one (shared sectors and keywords, nearby), with `liked` for the user. */
export async function similarEmployerHits(
  _ctx: AppContext,
  _index: SearchIndex,
  _id: number,
  _user: SessionUser | undefined,
): Promise<TEmployerHit[]> {
  return []; // implemented with the index (issue 8, in progress)
}

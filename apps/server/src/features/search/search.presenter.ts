import type { TEmployerHit } from "@jobatlas/contract";
import type { EmployerResult } from "./search.index";

/**
 * A result as the API shows it. `applied` (the signed-in seeker's open applications among its
 * listings) marks each listing when given; visitors get listings without the mark. The index's
 * listing hits are shared: marked ones are copies.
 */
export function presentEmployerHit(
  result: EmployerResult,
  liked: boolean,
  applied?: ReadonlySet<number>,
): TEmployerHit {
  return {
    id: result.id,
    name: result.name,
    slug: result.slug,
    logo_url: result.logoUrl,
    sectors: result.sectors,
    location: result.location,
    open_listings_count: result.openListingsCount,
    listings: applied ? result.listings.map((l) => ({ ...l, applied: applied.has(l.id) })) : result.listings,
    liked,
  };
}

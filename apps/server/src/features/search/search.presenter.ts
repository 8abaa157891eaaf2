import type { TEmployerHit } from "@jobatlas/contract";
import type { EmployerResult } from "./search.index";

export function presentEmployerHit(result: EmployerResult, liked: boolean): TEmployerHit {
  return {
    id: result.id,
    name: result.name,
    slug: result.slug,
    logo_url: result.logoUrl,
    sectors: result.sectors,
    location: result.location,
    open_listings_count: result.openListingsCount,
    listings: result.listings,
    liked,
  };
}

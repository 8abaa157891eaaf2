import { LISTING_NEW_DAYS, calendarDaysBetween, type TEmployerHit, type TListingSearchHit } from "@jobatlas/contract";
import type { EmployerResult, ListingResult } from "./search.index";

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

/** A listing of the jobs view; `today` is the business date in Europe/Zurich (YYYY-MM-DD). */
export function presentListingSearchHit(
  result: ListingResult,
  today: string,
  applied?: ReadonlySet<number>,
): TListingSearchHit {
  const age = result.publishedOn === null ? undefined : calendarDaysBetween(result.publishedOn, today);
  return {
    id: result.id,
    title: result.title,
    employer: {
      id: result.employer.id,
      name: result.employer.name,
      slug: result.employer.slug,
      logo_url: result.employer.logoUrl,
    },
    place: result.place,
    workload_min: result.workloadMin,
    workload_max: result.workloadMax,
    employment_type: result.employmentType,
    remote_type: result.remoteType,
    salary_min: result.salaryMin,
    salary_max: result.salaryMax,
    published_on: result.publishedOn,
    is_new: age !== undefined && age >= 0 && age < LISTING_NEW_DAYS,
    distance_km: result.distanceKm === null ? null : Math.round(result.distanceKm * 10) / 10,
    ...(applied && { applied: applied.has(result.id) }),
  };
}

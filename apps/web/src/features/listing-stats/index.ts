/** The listing statistics' public part (ADR 080): the org home's and a listing's sections. */
export { ListingStatsSection, OrgListingStatsSection } from "./components/stats-sections";
export { listingStatsKeys } from "./api/keys";

export { searchKeys } from "./api/keys";
export { REGION_BOUNDS } from "./region-bounds.data";
export { LAST_SEARCH_KEY } from "./search-state";

export { listingKeys } from "./api/keys";

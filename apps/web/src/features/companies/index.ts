export { companyJobQueryOptions, companyQueryOptions, listingQueryOptions } from "./api/companies";
export { companyKeys, listingPageKeys } from "./api/keys";
export { USER_LINK_REL, UserMarkdown } from "./components/user-markdown";
export { safeWebsiteHref } from "./safe-url";
export { publicListingLink } from "./public-links";

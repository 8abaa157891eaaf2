/**
 * `@jobatlas/contract/core`: the contract without zod — constants, the enums' value lists, the
 * page routes and the public pages, the route searches and the plain readers. The web app's
 * first load imports only this entry (a lint rule in eslint.config.js, and
 * e2e/public-pages/first-load.spec.ts, which fails when the search page's first scripts hold zod).
 * Its modules import no zod and nothing of the contract outside `core/` but types and the
 * industries' data.
 */
export * from "./constants";
export * from "./enum-values";
export * from "./industries.fold";
export * from "./pages";
export * from "./public-pages";
export * from "./route-search";
export * from "./plain-readers";
export * from "./runtime-days";
export * from "./listing-stats";
export * from "./message-placeholders";

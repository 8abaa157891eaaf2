export * from "./enums";
export * from "./industries";
// Finding industries by typed text: the matcher with the words (ADR 074; the folding is in core).
export * from "./industries.match";
export * from "./errors";
export * from "./lists";
// One id and page schema for every area: ZId, ZPathId, pageQuery.
export * from "./ids-pages";
// How list queries read list and boolean parameters: queryList, ZQueryBoolean.
export * from "./query-params";
export * from "./settings";
export * from "./search-params";
// Everything without zod (`@jobatlas/contract/core`, the web app's first load).
export * from "./core";
export * from "./validation-messages";
export * from "./fields";
export * from "./system";
export * from "./auth";
export * from "./orgs";
export * from "./contact";
export * from "./mail";
export * from "./search";
export * from "./companies";
export * from "./seeker";
export * from "./org-company";
export * from "./jobs";
export * from "./listings";
export * from "./questionnaires";
export * from "./activities";
export * from "./widgets";
export * from "./applications/index";
export * from "./subscriptions";
export * from "./ztdi";
export * from "./experiments";
export * from "./data-rights";
export * from "./listing-stats";
export * from "./job-feed";
export * from "./revisions";
export * from "./message-templates";

// The application area (docs/decisions/083-one-application-area.md): the application itself
// (limits, error codes, states) and one file per sub-module.
export * from "./application";
export * from "./apply";
export * from "./my-career";
export * from "./candidates";
export * from "./contact-requests";
export * from "./invites";
export * from "./follow-up";
export * from "./ratings";
export * from "./bulk-rejections";

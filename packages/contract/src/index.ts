export * from "./enums";
export * from "./industries";
export * from "./errors";
export * from "./lists";
export * from "./status";
export * from "./settings";
export * from "./client-errors";
export * from "./search-params";

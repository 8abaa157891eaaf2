export * from "./organizations";
export * from "./jobs";
export * from "./questionnaires";
export * from "./listings";
export * from "./accounts";
export * from "./scheduler";
export * from "./mail-requests";
export * from "./discovery";

export { orgSummaryQueryOptions } from "./api/activities-api";

export { orgKeys } from "./api/keys";
export { orgApi } from "./api/org-api";

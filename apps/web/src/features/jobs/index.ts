export { jobKeys } from "./api/keys";

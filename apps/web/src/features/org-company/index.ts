export { orgCompanyKeys } from "./api/keys";

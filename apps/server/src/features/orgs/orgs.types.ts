import type { TMemberRole } from "@jobatlas/contract";
import type { SessionUser } from "../../sessions/sessions";
import type { MembershipRow } from "./orgs.repo";

/** Who acts, on which organisation, in which role: the first argument after the context of org services. */
export interface OrgContext {
  user: SessionUser;
  organization: MembershipRow["organization"];
  role: TMemberRole;
}

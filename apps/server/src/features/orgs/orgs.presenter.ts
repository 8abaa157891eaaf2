import type { TOrganization } from "@jobatlas/contract";
import type { OrgContext } from "./orgs.policy";

/** An organisation as one of its members sees it: the shape of status, account opening and GET /capi/org. */
export function presentOrganization(membership: Pick<OrgContext, "organization" | "role">): TOrganization {
  const { organization, role } = membership;
  return {
    id: organization.id,
    slug: organization.slug,
    name: organization.name,
    plan: organization.plan,
    size_band: organization.sizeBand,
    role,
  };
}

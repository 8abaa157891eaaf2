import type { TProfile, TStatusResponse } from "@jobatlas/contract";
import type { SessionUser } from "../../sessions/sessions";
import { mediaUrl } from "../media/media.service";
import type { OrgContext } from "../orgs/orgs.types";
import { presentOrganization } from "../orgs/orgs.presenter";

export function presentProfile(user: SessionUser): TProfile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    picture_url: mediaUrl(user.pictureId),
  };
}

export function presentStatus(
  user: SessionUser | undefined,
  memberships: Pick<OrgContext, "organization" | "role">[],
): TStatusResponse {
  if (!user) return { authenticated: false, user: null, organizations: [] };
  return { authenticated: true, user: presentProfile(user), organizations: memberships.map(presentOrganization) };
}

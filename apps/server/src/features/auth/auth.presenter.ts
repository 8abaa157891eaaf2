import type { TProfile, TStatusResponse } from "@jobatlas/contract";
import { mediaUrl } from "../media/media.service";
import type { SessionUser } from "./auth.service";

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
  organizations: {
    slug: string;
    name: string;
    role: "owner" | "admin" | "recruiter";
    plan: TStatusResponse["organizations"][number]["plan"];
    sizeBand: TStatusResponse["organizations"][number]["size_band"];
  }[],
): TStatusResponse {
  if (!user) return { authenticated: false, user: null, organizations: [] };
  return {
    authenticated: true,
    user: presentProfile(user),
    organizations: organizations.map((o) => ({
      slug: o.slug,
      name: o.name,
      role: o.role,
      plan: o.plan,
      size_band: o.sizeBand,
    })),
  };
}

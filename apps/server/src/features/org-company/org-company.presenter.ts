import type { TOrgAddress, TOrgCompany, TOrgInvite, TOrgMember } from "@jobatlas/contract";
import { presentPlacedAddress } from "../../lib/addresses";
import type { AddressWithListings, CompanyRow, InviteRow, MemberRow } from "./org-company.repo";

export function presentCompany(row: CompanyRow): TOrgCompany {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logo_url: row.logoUrl,
    sectors: row.sectors,
    keywords: row.keywords,
    main_website: row.mainWebsite,
    jobs_website: row.jobsWebsite,
    legal_form: row.legalForm,
    widget_theme: row.widgetTheme,
    plan: row.plan,
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

export function presentAddress({ address: row, listings }: AddressWithListings): TOrgAddress {
  return {
    ...presentPlacedAddress(row),
    listings: listings.map((listing) => ({
      id: listing.id,
      title: listing.title,
      // liveListingsAt and liveListingsByAddress read planned and active listings only.
      status: listing.status === "planned" ? "planned" : "active",
    })),
    revision: row.revision,
  };
}

export function presentMember(row: MemberRow): TOrgMember {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    since: row.since.toISOString(),
  };
}

export function presentInvite(row: InviteRow, now: Date): TOrgInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

import {
  PLAN_LIMITS,
  ZContentLanguage,
  type TContentLanguage,
  type TOrganizationPlan,
  type TOrgListing,
  type TOrgListingDetail,
} from "@jobatlas/contract";
import { presentPostalAddress } from "../../lib/addresses";
import { mediaUrl } from "../media/media.service";
import type { ListingView } from "./listings.repo";
import { remainingDays } from "./listings.runtime";

/** Extensions the plan still allows for a listing that used `used`; null means unlimited. */
export function extensionsLeft(plan: TOrganizationPlan, used: number): number | null {
  const limit = PLAN_LIMITS[plan].extensionsPerListing;
  return limit === null ? null : Math.max(0, limit - used);
}

/** A listing as its organisation sees it; `now` for the remaining days, `plan` for the extensions left. */
export function presentOrgListing(view: ListingView, plan: TOrganizationPlan, now: Date): TOrgListing {
  const { listing, job, address, questionnaire } = view;
  return {
    id: listing.id,
    organization_id: listing.organizationId,
    status: listing.status,
    title: listing.title,
    language: listing.language,
    job: { id: job.id, title: job.title },
    address: address ? presentPostalAddress(address) : null,
    location_by_agreement: listing.locationByAgreement,
    country: listing.country,
    picture_url: mediaUrl(listing.pictureId),
    published_on: listing.publishedOn,
    ends_on: listing.endsOn,
    remaining_days: remainingDays(listing.status, listing.endsOn, now),
    extensions_used: listing.extensionsUsed,
    extensions_left: extensionsLeft(plan, listing.extensionsUsed),
    start_kind: listing.startKind,
    start_date: listing.startDate,
    employment_type: listing.employmentType,
    remote_type: listing.remoteType,
    workload_min: listing.workloadMin,
    workload_max: listing.workloadMax,
    salary_min: listing.salaryMin,
    salary_max: listing.salaryMax,
    required_languages: listing.requiredLanguages.filter(isContentLanguage),
    listing_url: listing.listingUrl,
    apply_url: listing.applyUrl,
    questionnaire: questionnaire ? { id: questionnaire.id, name: questionnaire.name } : null,
    contact_name: listing.contactName,
    contact_email: listing.contactEmail,
    contact_phone: listing.contactPhone,
    created_at: listing.createdAt.toISOString(),
    updated_at: listing.updatedAt.toISOString(),
    revision: listing.revision,
  };
}

/** One listing with its job's texts (GET one, and the answers of POST, PUT and extend). */
export function presentOrgListingDetail(
  view: ListingView,
  plan: TOrganizationPlan,
  now: Date,
  extension: TOrgListingDetail["extension"],
): TOrgListingDetail {
  const { job } = view;
  return {
    ...presentOrgListing(view, plan, now),
    extension,
    job: {
      id: job.id,
      title: job.title,
      status: job.status,
      role_and_responsibilities: job.roleAndResponsibilities,
      requirements: job.requirements,
      team_description: job.teamDescription,
      benefits: job.benefits,
    },
  };
}

/** Required languages are free text in the table; only the contract's codes are shown. */
function isContentLanguage(code: string): code is TContentLanguage {
  return ZContentLanguage.safeParse(code).success;
}

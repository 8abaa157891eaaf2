import {
  ZContentLanguage,
  type TContentLanguage,
  ANSWER_TIME,
  APPLICATION_RETENTION,
  type TPublicCompany,
  type TResponseRecord,
  type TPublicJob,
  type TPublicListing,
  type TPublicListingSummary,
} from "@jobatlas/contract";
import { presentPlacedAddress } from "../../lib/addresses";
import { mediaUrl } from "../media/media.service";
import type { AddressRow, JobRow, ListingPage, ListingWithAddress, OrganizationRow } from "./companies.repo";

export function presentPublicCompany(
  organization: OrganizationRow,
  extra: {
    addresses: AddressRow[];
    openListingsCount: number;
    activeJobsCount: number;
    liked: boolean;
    responseRecord: TResponseRecord | null;
  },
): TPublicCompany {
  return {
    id: organization.id,
    slug: organization.slug,
    name: organization.name,
    description: organization.description,
    legal_form: organization.legalForm,
    logo_url: organization.logoUrl,
    sectors: organization.sectors,
    keywords: organization.keywords,
    main_website: organization.mainWebsite,
    jobs_website: organization.jobsWebsite,
    addresses: extra.addresses.map(presentPlacedAddress),
    open_listings_count: extra.openListingsCount,
    active_jobs_count: extra.activeJobsCount,
    liked: extra.liked,
    answer_days: organization.answerDays ?? ANSWER_TIME.defaultDays,
    retention_days: organization.applicationRetentionDays ?? APPLICATION_RETENTION.defaultDays,
    response_record: extra.responseRecord,
  };
}

export function presentPublicJob(job: JobRow): TPublicJob {
  return {
    id: job.id,
    company_id: job.organizationId,
    title: job.title,
    language: job.language,
    role_and_responsibilities: job.roleAndResponsibilities,
    requirements: job.requirements,
    team_description: job.teamDescription,
    benefits: job.benefits,
    updated_at: job.updatedAt.toISOString(),
  };
}

export function presentPublicListingSummary({ listing, address }: ListingWithAddress): TPublicListingSummary {
  return {
    id: listing.id,
    company_id: listing.organizationId,
    job_id: listing.jobId,
    title: listing.title,
    language: listing.language,
    published_on: listing.publishedOn,
    ends_on: listing.endsOn,
    employment_type: listing.employmentType,
    remote_type: listing.remoteType,
    workload_min: listing.workloadMin,
    workload_max: listing.workloadMax,
    location: address && !listing.locationByAgreement ? presentPlacedAddress(address) : null,
    picture_url: mediaUrl(listing.pictureId),
    apply_url: listing.applyUrl,
  };
}

/** An active listing's page (the caller has checked the status). */
export function presentPublicListing(
  page: ListingPage,
  liked: boolean,
  myApplication: TPublicListing["my_application"] = null,
): TPublicListing {
  const { listing, job, organization } = page;
  return {
    ...presentPublicListingSummary(page),
    status: "active",
    country: listing.country,
    start_kind: listing.startKind,
    start_date: listing.startDate,
    salary_min: listing.salaryMin,
    salary_max: listing.salaryMax,
    required_languages: listing.requiredLanguages.filter(isContentLanguage),
    listing_url: listing.listingUrl,
    has_questionnaire: listing.questionnaireId !== null,
    contact_name: listing.contactName,
    contact_email: listing.contactEmail,
    contact_phone: listing.contactPhone,
    job: {
      role_and_responsibilities: job.roleAndResponsibilities,
      requirements: job.requirements,
      team_description: job.teamDescription,
      benefits: job.benefits,
    },
    company: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      logo_url: organization.logoUrl,
      liked,
    },
    my_application: myApplication,
  };
}

/** Required languages are free text in the table; only the contract's codes are shown. */
function isContentLanguage(code: string): code is TContentLanguage {
  return ZContentLanguage.safeParse(code).success;
}

import type {
  TPublicJob,
  TPublicListingSummary,
  TWidgetJob,
  TWidgetListing,
  TWidgetOrganization,
  TWidgetTheme,
} from "@jobatlas/contract";
import type { WidgetOrganizationRow } from "./widgets.repo";

export function presentWidgetOrganization(row: WidgetOrganizationRow, theme: TWidgetTheme): TWidgetOrganization {
  return { id: row.id, name: row.name, logo_url: row.logoUrl, theme };
}

/** A listing of the company page's list, cut down to what a widget line shows. */
export function presentWidgetListing(listing: TPublicListingSummary): TWidgetListing {
  return {
    id: listing.id,
    title: listing.title,
    language: listing.language,
    city: listing.location?.city ?? null,
    workload_min: listing.workload_min,
    workload_max: listing.workload_max,
    employment_type: listing.employment_type,
    remote_type: listing.remote_type,
    published_on: listing.published_on,
    picture_url: listing.picture_url,
  };
}

/** A job profile without its texts: the widget shows its title and links to its page. */
export function presentWidgetJob(job: TPublicJob): TWidgetJob {
  return { id: job.id, title: job.title, language: job.language };
}

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { addresses, organizations } from "./organizations";
import { jobs } from "./jobs";
import { questionnaires } from "./questionnaires";
import { media } from "./accounts";
import { cascadeRef, idColumn, optionalRef, revision, textList, timestamps } from "./columns";

/** A time-limited publication of a job (spec §3, docs/domain.md §4 with the Swiss job-ad fields). */
export const listings = pgTable(
  "listings",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    jobId: cascadeRef("job_id", () => jobs.id),
    title: text("title").notNull(),
    language: text("language", { enum: ["de", "fr", "it", "en"] })
      .notNull()
      .default("de"),
    /** Work place; null together with locationByAgreement = true means 'by agreement'. */
    addressId: optionalRef("address_id", () => addresses.id, "set null"),
    locationByAgreement: boolean("location_by_agreement").notNull().default(false),
    country: text("country", { enum: ["CH", "LI"] })
      .notNull()
      .default("CH"),
    /**
     * The listing's picture: an uploaded image (features/media, checked by content and resized),
     * served from /media/{id} on our origin. Addresses elsewhere are not taken (issue 24 point 2).
     */
    pictureId: text("picture_id").references(() => media.id, { onDelete: "set null" }),
    status: text("status", { enum: ["planned", "active", "archived"] })
      .notNull()
      .default("planned"),
    /** First day of the runtime (Europe/Zurich business date). */
    publishedOn: date("published_on", { mode: "string" }),
    /** Last day of the runtime; it ends at 23:59 Europe/Zurich of this day. */
    endsOn: date("ends_on", { mode: "string" }),
    extensionsUsed: integer("extensions_used").notNull().default(0),
    startKind: text("start_kind", { enum: ["asap", "by_date", "by_agreement"] })
      .notNull()
      .default("asap"),
    startDate: date("start_date", { mode: "string" }),
    employmentType: text("employment_type", { enum: ["full_time", "part_time", "contract", "temporary", "other"] })
      .notNull()
      .default("full_time"),
    remoteType: text("remote_type", { enum: ["on_site", "hybrid", "remote"] })
      .notNull()
      .default("on_site"),
    workloadMin: integer("workload_min").notNull().default(100),
    workloadMax: integer("workload_max").notNull().default(100),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    requiredLanguages: textList("required_languages"),
    /** Who answers applicants' questions (the wizard's contact step); shown on the listing page. */
    contactName: text("contact_name").notNull().default(""),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    listingUrl: text("listing_url"),
    applyUrl: text("apply_url"),
    questionnaireId: optionalRef("questionnaire_id", () => questionnaires.id, "set null"),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    index("listings_organization_id_status_idx").on(t.organizationId, t.status),
    index("listings_job_id_idx").on(t.jobId),
    index("listings_status_ends_on_idx").on(t.status, t.endsOn),
    // Whether a picture is still used (a copy shares it) and media deletes setting it null.
    index("listings_picture_id_idx")
      .on(t.pictureId)
      .where(sql`${t.pictureId} is not null`),
    // Active listings newest first: the search index's build order and the company pages' lists.
    index("listings_active_fresh_idx")
      .on(t.publishedOn.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    check(
      "listings_workload_range",
      sql`${t.workloadMin} between 0 and 100 and ${t.workloadMax} between ${t.workloadMin} and 100`,
    ),
    check(
      "listings_salary_range",
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    check("listings_start_date", sql`(${t.startKind} = 'by_date') = (${t.startDate} is not null)`),
  ],
);

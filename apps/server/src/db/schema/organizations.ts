import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeRef, idColumn, revision, textList, timestamps } from "./columns";

export const organizations = pgTable(
  "organizations",
  {
    id: idColumn(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    legalForm: text("legal_form"),
    /** Path of the logo served by us (uploaded or generated). */
    logoUrl: text("logo_url"),
    sectors: textList("sectors"),
    keywords: textList("keywords"),
    mainWebsite: text("main_website"),
    jobsWebsite: text("jobs_website"),
    plan: text("plan", { enum: ["free", "pro", "recruiter", "enterprise"] })
      .notNull()
      .default("free"),
    /** The theme the widgets force (enterprise, docs/domain.md §4); 'auto' follows the visitor's preference. */
    widgetTheme: text("widget_theme", { enum: ["auto", "light", "dark"] })
      .notNull()
      .default("auto"),
    sizeBand: text("size_band", { enum: ["1-9", "10-49", "50-99", "100+"] })
      .notNull()
      .default("1-9"),
    /**
     * Days a rejected or withdrawn application is kept before the retention task purges it
     * (docs/domain.md §4 "Data protection"); null means the default of 90 days.
     */
    applicationRetentionDays: integer("application_retention_days"),
    /** Days the organisation promises to answer applications within (issue 29); null means 14. */
    answerDays: integer("answer_days"),
    /** Whether the organisation's active listings go out in the global job feed (issue 30 point 4). */
    inJobFeed: boolean("in_job_feed").notNull().default(true),
    revision: revision(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("organizations_slug_key").on(t.slug),
    check("organizations_application_retention_days", sql`${t.applicationRetentionDays} between 30 and 180`),
    check("organizations_answer_days", sql`${t.answerDays} between 5 and 30`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    label: text("label").notNull().default(""),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    canton: text("canton").notNull(),
    country: text("country", { enum: ["CH", "LI"] })
      .notNull()
      .default("CH"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [index("addresses_organization_id_idx").on(t.organizationId), index("addresses_lat_lng_idx").on(t.lat, t.lng)],
);

/**
 * Listing statistics (issue 30 point 1, ADR 089): page views of the public listing call (bots and
 * the app's refreshes left out), apply starts of the wizard, applications in their transaction;
 * the organisation's per-day and per-listing figures with ratios and zero days; another
 * organisation's listing 404, a signed-out caller 401, the window's validation.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LISTING_REFRESH_HEADER, ZListingStats, ZOrgListingStats, type TOrgListingStats } from "@jobatlas/contract";
import { listingDayStats } from "../../db/schema";
import { testClock } from "../../test/clock";
import { buildListing, buildOrganization, buildSession, type BuiltMember, type Listing } from "../../test/factories";
import { buildTestApp, csrfHeaders, postJson, type TestApp } from "../../test/test-app";
import { settledCounts } from "./listing-stats.service";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// Noon in Zurich in winter: whole days stay on the same Zurich date.
const clock = testClock(new Date("2027-01-11T11:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

async function view(listingId: number, headers: Record<string, string> = { "user-agent": BROWSER }) {
  const res = await t.app.inject({ url: `/capi/listings/${listingId}`, headers });
  await settledCounts();
  return res;
}
const applyStart = (listingId: number | string, userAgent = BROWSER) =>
  t.app.inject({
    method: "POST",
    url: `/capi/listings/${listingId}/apply-starts`,
    headers: { ...csrfHeaders, "user-agent": userAgent },
  });

async function orgStats(member: BuiltMember, query = ""): Promise<TOrgListingStats> {
  const res = await t.app.inject({ url: `/capi/org/listing-stats${query}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZOrgListingStats.parse(res.json());
}
const rowsOf = (listingId: number) =>
  t.database.db.select().from(listingDayStats).where(eq(listingDayStats.listingId, listingId));

function applicationBody(listing: Listing) {
  return {
    company_id: listing.organizationId,
    listing_id: listing.id,
    first_name: "Lea",
    last_name: "Keller",
    phone: "+41 79 123 45 67",
    my_story: "Ich backe seit zehn Jahren.",
    what_i_bring: "Geduld",
    what_i_want: "Frühschicht",
    idempotency_key: randomUUID(),
    language: "de",
  };
}

describe("counting", () => {
  let owner: BuiltMember;
  let listing: Listing;
  beforeAll(async () => {
    owner = await buildOrganization(t, { name: "Bäckerei Zahlen AG" });
    listing = await buildListing(t, { organization: owner.organization, title: "Bäcker/in" });
  });

  it("counts a browser's view of the listing page, once per call, and no bot's, refresh's or agentless call", async () => {
    expect((await view(listing.id)).statusCode).toBe(200);
    expect((await view(listing.id)).statusCode).toBe(200);
    expect((await view(listing.id, { "user-agent": GOOGLEBOT })).statusCode).toBe(200);
    expect((await view(listing.id, { "user-agent": "curl/8.5.0" })).statusCode).toBe(200);
    expect((await view(listing.id, {})).statusCode).toBe(200);
    expect((await view(listing.id, { "user-agent": BROWSER, [LISTING_REFRESH_HEADER]: "1" })).statusCode).toBe(200);
    const rows = await rowsOf(listing.id);
    expect(rows).toEqual([
      {
        listingId: listing.id,
        organizationId: owner.organization.id,
        day: "2027-01-11",
        views: 2,
        applyStarts: 0,
        applications: 0,
      },
    ]);
  });

  it("counts nothing for a listing that has no page, and answers as before", async () => {
    const planned = await buildListing(t, { organization: owner.organization, status: "planned" });
    expect((await view(planned.id)).statusCode).toBe(404);
    expect(await rowsOf(planned.id)).toEqual([]);
  });

  it("counts an opened wizard of an active listing (204), none for a bot; unknown, planned or archived listings are 404", async () => {
    expect((await applyStart(listing.id)).statusCode).toBe(204);
    expect((await applyStart(listing.id, GOOGLEBOT)).statusCode).toBe(204);
    expect((await rowsOf(listing.id))[0]).toMatchObject({ views: 2, applyStarts: 1 });

    const planned = await buildListing(t, { organization: owner.organization, status: "planned" });
    const archived = await buildListing(t, { organization: owner.organization, status: "archived" });
    for (const id of [planned.id, archived.id, 987654321, "abc"]) {
      const res = await applyStart(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    expect(await rowsOf(planned.id)).toEqual([]);
  });

  it("refuses an apply start without the CSRF token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/capi/listings/${listing.id}/apply-starts`,
      headers: { "user-agent": BROWSER },
    });
    expect(res.statusCode).toBe(403);
    expect((await rowsOf(listing.id))[0]).toMatchObject({ applyStarts: 1 });
  });

  it("counts an application with the application, on the Zurich day it is made", async () => {
    const seeker = await buildSession(t);
    const payload = applicationBody(listing);
    const res = await postJson(t, "/capi/user/applications", payload, seeker.headers);
    expect(res.statusCode, res.body).toBe(201);
    // The same submission again (its idempotency key) creates nothing and counts nothing.
    const again = await postJson(t, "/capi/user/applications", payload, seeker.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect((await rowsOf(listing.id))[0]).toMatchObject({ views: 2, applyStarts: 1, applications: 1 });
  });
});

describe("the organisation's figures", () => {
  let owner: BuiltMember;
  let other: BuiltMember;
  let busy: Listing;
  let quiet: Listing;
  let foreign: Listing;
  beforeAll(async () => {
    owner = await buildOrganization(t, { name: "Schreinerei Statistik GmbH" });
    other = await buildOrganization(t, { name: "Fremde Firma AG" });
    busy = await buildListing(t, { organization: owner.organization, title: "Schreiner/in" });
    quiet = await buildListing(t, { organization: owner.organization, title: "Lernende/r Schreiner/in" });
    foreign = await buildListing(t, { organization: other.organization, title: "Fremde Stelle" });
    // Two days ago: 4 views, 2 apply starts, 1 application on the busy listing.
    const day = "2027-01-09";
    await t.database.db.insert(listingDayStats).values([
      { listingId: busy.id, organizationId: owner.organization.id, day, views: 4, applyStarts: 2, applications: 1 },
      { listingId: foreign.id, organizationId: other.organization.id, day, views: 50, applyStarts: 5, applications: 5 },
    ]);
    // Today: one view and an apply start of the busy listing through the API.
    await view(busy.id);
    expect((await applyStart(busy.id)).statusCode).toBe(204);
  });

  it("sums each day and each listing over the last 30 days, zeros for days without counts, with ratios", async () => {
    const stats = await orgStats(owner);
    expect(stats.from).toBe("2026-12-13");
    expect(stats.to).toBe("2027-01-11");
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: "2026-12-13", views: 0, apply_starts: 0, applications: 0 });
    expect(stats.days.find((d) => d.day === "2027-01-09")).toEqual({
      day: "2027-01-09",
      views: 4,
      apply_starts: 2,
      applications: 1,
    });
    expect(stats.days.find((d) => d.day === "2027-01-10")).toEqual({
      day: "2027-01-10",
      views: 0,
      apply_starts: 0,
      applications: 0,
    });
    expect(stats.days.at(-1)).toEqual({ day: "2027-01-11", views: 1, apply_starts: 1, applications: 0 });
    expect(stats.totals).toEqual({
      views: 5,
      apply_starts: 3,
      applications: 1,
      start_rate: 3 / 5,
      application_rate: 1 / 5,
      completion_rate: 1 / 3,
    });
    // Most viewed first; the quiet active listing with zeros and no ratios (nothing to divide by).
    expect(stats.listings).toEqual([
      {
        listing_id: busy.id,
        title: "Schreiner/in",
        status: "active",
        views: 5,
        apply_starts: 3,
        applications: 1,
        start_rate: 0.6,
        application_rate: 0.2,
        completion_rate: 1 / 3,
      },
      {
        listing_id: quiet.id,
        title: "Lernende/r Schreiner/in",
        status: "active",
        views: 0,
        apply_starts: 0,
        applications: 0,
        start_rate: null,
        application_rate: null,
        completion_rate: null,
      },
    ]);
  });

  it("narrows the window with days, and one listing's figures per day", async () => {
    const lastTwo = await orgStats(owner, "?days=2");
    expect(lastTwo.days.map((d) => d.day)).toEqual(["2027-01-10", "2027-01-11"]);
    expect(lastTwo.totals).toMatchObject({ views: 1, apply_starts: 1, applications: 0, completion_rate: 0 });

    const res = await t.app.inject({ url: `/capi/org/listings/${busy.id}/stats?days=3`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZListingStats.parse(res.json())).toEqual({
      listing_id: busy.id,
      title: "Schreiner/in",
      from: "2027-01-09",
      to: "2027-01-11",
      days: [
        { day: "2027-01-09", views: 4, apply_starts: 2, applications: 1 },
        { day: "2027-01-10", views: 0, apply_starts: 0, applications: 0 },
        { day: "2027-01-11", views: 1, apply_starts: 1, applications: 0 },
      ],
      totals: {
        views: 5,
        apply_starts: 3,
        applications: 1,
        start_rate: 0.6,
        application_rate: 0.2,
        completion_rate: 1 / 3,
      },
    });
  });

  it("counts a view on the next Zurich day in that day's row", async () => {
    clock.advanceDays(1);
    try {
      await view(quiet.id);
      const stats = await orgStats(owner, "?days=1");
      expect(stats.days).toEqual([{ day: "2027-01-12", views: 1, apply_starts: 0, applications: 0 }]);
      expect(stats.listings.find((l) => l.listing_id === quiet.id)).toMatchObject({ views: 1, start_rate: 0 });
    } finally {
      clock.advanceDays(-1);
    }
  });

  it("answers 404 for another organisation's listing, and never shows its counts", async () => {
    const res = await t.app.inject({ url: `/capi/org/listings/${foreign.id}/stats`, headers: owner.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
    const stats = await orgStats(owner);
    expect(stats.listings.map((l) => l.listing_id)).not.toContain(foreign.id);
    expect(stats.totals.views).toBe(5);
  });

  it("answers 401 signed out", async () => {
    for (const url of ["/capi/org/listing-stats", `/capi/org/listings/${busy.id}/stats`]) {
      const res = await t.app.inject({ url, headers: { "x-organization": String(owner.organization.id) } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("refuses a window that is no whole number of 1 to 365 days", async () => {
    for (const days of ["0", "366", "1.5", "abc", "-3"]) {
      const res = await t.app.inject({ url: `/capi/org/listing-stats?days=${days}`, headers: owner.headers });
      expect(res.statusCode, days).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
    const res = await t.app.inject({ url: `/capi/org/listings/${busy.id}/stats?days=400`, headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect((await orgStats(owner, "?days=365")).days).toHaveLength(365);
  });
});

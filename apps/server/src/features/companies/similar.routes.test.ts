import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAddress, buildEmptyOrganization, buildListing, buildSession } from "../../test/factories";
import { buildTestApp, type TestApp, UNTIL_DONE } from "../../test/test-app";

// Similar employers come from the search index (features/search): these wait until it has taken in
// the rows the test wrote (its change feed makes an edit searchable within 2 s).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("GET /capi/companies/{id}/similar", () => {
  it("answers employers sharing sectors and keywords, never the company itself", async () => {
    const place = { postalCode: "8005", city: "Zürich", canton: "ZH", lat: 47.3858, lng: 8.5257 };
    const company = await buildEmptyOrganization(t, {
      name: "Limmat Software AG",
      sectors: ["J62"],
      keywords: ["Software", "Cloud"],
    });
    const alike = await buildEmptyOrganization(t, {
      name: "Sihl Cloud Software GmbH",
      sectors: ["J62"],
      keywords: ["Software", "Cloud"],
    });
    for (const organization of [company, alike]) {
      await buildAddress(t, { organizationId: organization.id, ...place });
      await buildListing(t, { organizationId: organization.id });
    }

    await vi.waitFor(async () => {
      const res = await get(`/capi/companies/${company.id}/similar`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: alike.id, name: "Sihl Cloud Software GmbH" })]),
      );
    }, UNTIL_DONE);
    const { items } = (await get(`/capi/companies/${company.id}/similar`)).json();
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.map((i: { id: number }) => i.id)).not.toContain(company.id);
  });

  it("leaves out employers without open listings (issue 24 point 26)", async () => {
    const place = { postalCode: "6003", city: "Luzern", canton: "LU", lat: 47.0502, lng: 8.3093 };
    const profile = { sectors: ["C10"], keywords: ["Confiserie", "Pralinen"] };
    const company = await buildEmptyOrganization(t, { name: "Reuss Confiserie AG", ...profile });
    const open = await buildEmptyOrganization(t, { name: "Pilatus Confiserie AG", ...profile });
    const none = await buildEmptyOrganization(t, { name: "Rigi Confiserie AG", ...profile });
    const ended = await buildEmptyOrganization(t, { name: "Titlis Confiserie AG", ...profile });
    const planned = await buildEmptyOrganization(t, { name: "Seelisberg Confiserie AG", ...profile });
    for (const organization of [company, open, none, ended, planned]) {
      await buildAddress(t, { organizationId: organization.id, ...place });
    }
    await buildListing(t, { organizationId: open.id });
    await buildListing(t, { organizationId: ended.id, status: "archived" });
    await buildListing(t, { organizationId: planned.id, status: "planned" });

    // The search index has taken in all five once the employer with an open listing is suggested.
    await vi.waitFor(async () => {
      const { items } = (await get(`/capi/companies/${company.id}/similar`)).json();
      expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ id: open.id })]));
    }, UNTIL_DONE);
    const { items } = (await get(`/capi/companies/${company.id}/similar`)).json();
    const ids = items.map((item: { id: number }) => item.id);
    for (const id of [none.id, ended.id, planned.id]) expect(ids).not.toContain(id);
    for (const item of items) expect(item.open_listings_count).toBeGreaterThan(0);
  });

  it("marks the employers the signed-in user liked", async () => {
    const company = await buildEmptyOrganization(t, {
      name: "Aare Holzbau AG",
      sectors: ["F43"],
      keywords: ["Holzbau"],
    });
    const alike = await buildEmptyOrganization(t, { name: "Emme Holzbau AG", sectors: ["F43"], keywords: ["Holzbau"] });
    for (const organization of [company, alike]) {
      await buildAddress(t, { organizationId: organization.id, city: "Bern", postalCode: "3011", canton: "BE" });
      await buildListing(t, { organizationId: organization.id });
    }
    const fan = await buildSession(t);
    const liked = await t.app.inject({ method: "PUT", url: `/capi/user/likes/${alike.id}`, headers: fan.headers });
    expect(liked.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const { items } = (await get(`/capi/companies/${company.id}/similar`, fan.headers)).json();
      expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ id: alike.id, liked: true })]));
    }, UNTIL_DONE);
  });
});

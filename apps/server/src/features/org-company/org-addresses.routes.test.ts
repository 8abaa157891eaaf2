import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ADDRESS_LIMITS,
  ORGANIZATION_HEADER,
  ZOrgAddress,
  ZOrgAddressList,
  type TMemberRole,
  type TOrgAddressRequest,
} from "@jobatlas/contract";
import { addresses, listings } from "../../db/schema";
import { buildAddress, buildListing, buildOrganization, type BuiltMember } from "../../test/factories";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const BAHNHOFSTRASSE: TOrgAddressRequest = {
  label: "Hauptsitz",
  street: "Bahnhofstrasse",
  house_number: "1",
  postal_code: "8001",
  city: "Zürich",
  country: "CH",
};

const list = (headers: Record<string, string>) => t.app.inject({ url: "/capi/org/addresses", headers });
const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/capi/org/addresses", headers, payload: payload as object });
const update = (headers: Record<string, string>, id: number | string, payload: unknown) =>
  t.app.inject({ method: "PUT", url: `/capi/org/addresses/${id}`, headers, payload: payload as object });
const remove = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/capi/org/addresses/${id}`, headers });

describe("GET /capi/org/addresses", () => {
  it("lists the organisation's addresses, by label and city, to every role", async () => {
    const owner = await buildOrganization(t);
    const bern = await buildAddress(t, {
      organization: owner,
      label: "Filiale",
      postalCode: "3011",
      city: "Bern",
      canton: "BE",
    });
    const zurich = await buildAddress(t, { organization: owner, label: "Hauptsitz" });
    await buildAddress(t); // another organisation's
    const recruiter = await buildOrganization(t, { role: "recruiter" });

    const res = await list(owner.headers);
    expect(res.statusCode).toBe(200);
    const body = ZOrgAddressList.parse(res.json());
    expect(body.count).toBe(2);
    expect(body.items.map((a) => a.id)).toEqual([bern.id, zurich.id]);
    expect(body.items[0]).toEqual({
      id: bern.id,
      label: "Filiale",
      street: bern.street,
      house_number: bern.houseNumber,
      postal_code: "3011",
      city: "Bern",
      canton: "BE",
      country: "CH",
      lat: bern.lat,
      lng: bern.lng,
      listings: [],
      revision: 1,
    });
    expect((await list(recruiter.headers)).json()).toEqual({ items: [], count: 0 });
    expect((await list({ ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug })).statusCode).toBe(401);
    expect((await list({ ...recruiter.headers, [ORGANIZATION_HEADER]: owner.organization.slug })).statusCode).toBe(404);
  });
});

describe("POST /capi/org/addresses", () => {
  it("adds an address geocoded from the postal-code list: point and canton from it, the city as it spells it", async () => {
    const owner = await buildOrganization(t);
    const res = await create(owner.headers, { ...BAHNHOFSTRASSE, city: " zurich ", label: "  Hauptsitz " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      label: "Hauptsitz",
      street: "Bahnhofstrasse",
      house_number: "1",
      postal_code: "8001",
      city: "Zürich",
      canton: "ZH",
      country: "CH",
    });
    expect(res.json().lat).toBeCloseTo(47.3723, 3);
    expect(res.json().lng).toBeCloseTo(8.54245, 3);
    expect((await list(owner.headers)).json().items.map((a: { id: number }) => a.id)).toEqual([res.json().id]);

    // A postal code with several localities takes the one named; a delivery district's base name counts.
    const lausanne = await create(owner.headers, { ...BAHNHOFSTRASSE, postal_code: "1000", city: "Lausanne" });
    expect(lausanne.json()).toMatchObject({ city: "Lausanne", canton: "VD" });
    const vaduz = await create(owner.headers, { ...BAHNHOFSTRASSE, postal_code: "9490", city: "Vaduz", country: "LI" });
    expect(vaduz.statusCode).toBe(201);
    expect(vaduz.json()).toMatchObject({ city: "Vaduz", canton: "LI", country: "LI" });
    // Label and house number may be left out.
    const minimal = await create(owner.headers, { street: "Marktgasse", postal_code: "3011", city: "Bern" });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ label: "", house_number: "", canton: "BE", country: "CH" });
  });

  it("refuses a postal code the list lacks, a city not of that code and the wrong country, at their fields", async () => {
    const owner = await buildOrganization(t);
    const en = { ...owner.headers, "accept-language": "en" };
    const unknown = await create(en, { ...BAHNHOFSTRASSE, postal_code: "0999" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "postal_code"], msg: "There is no postal code 0999 in Switzerland or Liechtenstein." }],
    });
    const letters = await create(en, { ...BAHNHOFSTRASSE, postal_code: "80a1" });
    expect(letters.json().detail[0].loc).toEqual(["body", "postal_code"]);

    const wrongCity = await create(en, { ...BAHNHOFSTRASSE, postal_code: "8001", city: "Bern" });
    expect(wrongCity.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "city"], msg: "8001 is the postal code of Zürich, not of Bern." }],
    });
    const wrongCountry = await create(
      { ...owner.headers, "accept-language": "de" },
      { ...BAHNHOFSTRASSE, postal_code: "9490", city: "Vaduz", country: "CH" },
    );
    expect(wrongCountry.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "country"], msg: "Die Postleitzahl 9490 liegt in Liechtenstein." }],
    });

    const missing = await create(en, { label: "x", postal_code: "", city: "", country: "AT" });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.at(-1))
        .sort(),
    ).toEqual(["city", "country", "postal_code", "street"]);
    for (const extra of [{ lat: 1 }, { canton: "ZH" }]) {
      expect((await create(en, { ...BAHNHOFSTRASSE, ...extra })).statusCode).toBe(400);
    }
    expect((await list(owner.headers)).json().count).toBe(0);
  });

  it(`stops at ${ADDRESS_LIMITS.perOrganization} addresses (address_limit)`, async () => {
    const owner = await buildOrganization(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: ADDRESS_LIMITS.perOrganization }, (_, i) => ({
        organizationId: owner.organization.id,
        street: `Gasse ${i}`,
        postalCode: "8001",
        city: "Zürich",
        canton: "ZH",
        lat: 47.37,
        lng: 8.54,
      })),
    );
    const res = await create(owner.headers, BAHNHOFSTRASSE);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "address_limit" });
  });
});

describe("PUT /capi/org/addresses/{address_id}", () => {
  it("changes an address and geocodes it again", async () => {
    const owner = await buildOrganization(t);
    const created = (await create(owner.headers, BAHNHOFSTRASSE)).json();
    const res = await update(owner.headers, created.id, {
      label: "Filiale Bern",
      street: "Bundesplatz",
      house_number: "3",
      postal_code: "3011",
      city: "bern",
      country: "CH",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, label: "Filiale Bern", city: "Bern", canton: "BE" });
    expect(res.json().lat).toBeCloseTo(46.94, 1);
    const bad = await update(owner.headers, created.id, { ...BAHNHOFSTRASSE, city: "Basel" });
    expect(bad.json().detail[0].loc).toEqual(["body", "city"]);
    expect((await list(owner.headers)).json().items[0]).toMatchObject({ city: "Bern" });
  });

  it("names the planned and active listings working at each address", async () => {
    const owner = await buildOrganization(t);
    const place = await buildAddress(t, { organization: owner });
    const other = await buildAddress(t, { organization: owner, label: "Zweigstelle" });
    const active = await buildListing(t, { organization: owner, addressId: place.id, title: "Bäcker/in EFZ" });
    const planned = await buildListing(t, {
      organization: owner,
      addressId: place.id,
      title: "Konditor/in",
      status: "planned",
    });
    await buildListing(t, { organization: owner, addressId: place.id, status: "archived" });
    const items = ZOrgAddressList.parse((await list(owner.headers)).json()).items;
    expect(items.find((a) => a.id === place.id)?.listings).toEqual([
      { id: active.id, title: "Bäcker/in EFZ", status: "active" },
      { id: planned.id, title: "Konditor/in", status: "planned" },
    ]);
    expect(items.find((a) => a.id === other.id)?.listings).toEqual([]);
  });

  it("moves the listings working at an address only when the change confirms it (address_moves_listings)", async () => {
    const owner = await buildOrganization(t);
    const created = ZOrgAddress.parse((await create(owner.headers, BAHNHOFSTRASSE)).json());
    const listing = await buildListing(t, { organization: owner, addressId: created.id, title: "Bäcker/in EFZ" });
    await buildListing(t, { organization: owner, addressId: created.id, title: "Konditor/in", status: "planned" });
    const bern = { ...BAHNHOFSTRASSE, street: "Bundesplatz", house_number: "3", postal_code: "3011", city: "Bern" };

    for (const payload of [bern, { ...bern, move_listings: false }, { ...BAHNHOFSTRASSE, house_number: "2" }]) {
      const refused = await update({ ...owner.headers, "accept-language": "en" }, created.id, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        type: "ServiceError",
        code: "address_moves_listings",
        detail:
          "This address is the work place of 2 planned or active listings («Bäcker/in EFZ», «Konditor/in»): the change moves them to the new place. Confirm it to save.",
      });
    }
    const german = await update({ ...owner.headers, "accept-language": "de" }, created.id, bern);
    expect(german.json().detail).toBe(
      "Diese Adresse ist der Arbeitsort von 2 geplanten oder aktiven Inseraten («Bäcker/in EFZ», «Konditor/in»): Die Änderung verschiebt sie an den neuen Ort. Bestätige sie, um zu speichern.",
    );
    // Nothing changed.
    const [unchanged] = await t.database.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(unchanged).toMatchObject({ street: "Bahnhofstrasse", city: "Zürich" });

    // A new label moves nothing: no confirmation needed.
    const renamed = await update(owner.headers, created.id, { ...BAHNHOFSTRASSE, label: "Backstube" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ label: "Backstube", street: "Bahnhofstrasse" });

    // Confirmed, the address and its listings move.
    const moved = await update(owner.headers, created.id, { ...bern, move_listings: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZOrgAddress.parse(moved.json())).toMatchObject({
      city: "Bern",
      canton: "BE",
      listings: [{ id: listing.id }, {}],
    });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.addressId).toBe(created.id);
    // Unused addresses change without confirmation.
    const unused = ZOrgAddress.parse((await create(owner.headers, BAHNHOFSTRASSE)).json());
    expect((await update(owner.headers, unused.id, bern)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's address and for ids that name nothing", async () => {
    const owner = await buildOrganization(t);
    const foreign = await buildAddress(t);
    for (const id of [foreign.id, 999_999_999, "abc", "0"]) {
      expect((await update(owner.headers, id, BAHNHOFSTRASSE)).statusCode, String(id)).toBe(404);
      expect((await remove(owner.headers, id)).statusCode, String(id)).toBe(404);
    }
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, foreign.id));
    expect(row?.street).toBe(foreign.street);
  });
});

describe("DELETE /capi/org/addresses/{address_id}", () => {
  it("deletes an unused address, and one only archived listings named", async () => {
    const owner = await buildOrganization(t);
    const unused = await buildAddress(t, { organization: owner });
    expect((await remove(owner.headers, unused.id)).statusCode).toBe(204);
    const old = await buildAddress(t, { organization: owner });
    const archived = await buildListing(t, { organization: owner, addressId: old.id, status: "archived" });
    expect((await remove(owner.headers, old.id)).statusCode).toBe(204);
    expect((await list(owner.headers)).json().count).toBe(0);
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.id, archived.id));
    expect(listing?.addressId).toBeNull();
  });

  it("refuses an address a planned or active listing works at, naming the listings (address_in_use)", async () => {
    const owner = await buildOrganization(t);
    const place = await buildAddress(t, { organization: owner });
    await buildListing(t, { organization: owner, addressId: place.id, title: "Bäcker/in EFZ" });
    await buildListing(t, { organization: owner, addressId: place.id, title: "Konditor/in", status: "planned" });
    const res = await remove({ ...owner.headers, "accept-language": "en" }, place.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ServiceError",
      code: "address_in_use",
      detail:
        "This address is the work place of 2 planned or active listings («Bäcker/in EFZ», «Konditor/in»). Give them another work place or end them first.",
    });
    expect((await list(owner.headers)).json().count).toBe(1);
  });
});

describe("roles", () => {
  it("lets owners and admins add, change and delete addresses; recruiters only read them (403)", async () => {
    const members: Record<TMemberRole, BuiltMember> = {
      owner: await buildOrganization(t, { role: "owner" }),
      admin: await buildOrganization(t, { role: "admin" }),
      recruiter: await buildOrganization(t, { role: "recruiter" }),
    };
    for (const role of ["owner", "admin"] as const) {
      const { headers } = members[role];
      const created = await create(headers, BAHNHOFSTRASSE);
      expect(created.statusCode, role).toBe(201);
      expect((await update(headers, created.json().id, BAHNHOFSTRASSE)).statusCode, role).toBe(200);
      expect((await remove(headers, created.json().id)).statusCode, role).toBe(204);
    }
    const { headers, organization } = members.recruiter;
    const own = await buildAddress(t, { organizationId: organization.id });
    expect((await list(headers)).json().count).toBe(1);
    for (const res of [
      await create(headers, BAHNHOFSTRASSE),
      await update(headers, own.id, BAHNHOFSTRASSE),
      await remove(headers, own.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ type: "Forbidden" });
    }
    expect((await list(headers)).json().count).toBe(1);
  });
});

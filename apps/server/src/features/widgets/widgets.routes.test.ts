import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WIDGET_SCRIPT_PATH,
  ZWidgetJobsResponse,
  ZWidgetListingsResponse,
  ZWidgetOrganization,
  type TOrganizationPlan,
  type TWidgetTheme,
} from "@jobatlas/contract";
import { buildEmptyOrganization, buildJob, buildListing, buildSession } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { widgetTheme } from "./widgets.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Ids that name nothing: unknown numbers and values that are no id at all. */
const NO_SUCH_IDS = ["999999", "abc", "1.5", "0", "-1", "99999999999999999999"];

describe("GET /capi/widgets/{org_id}/listings", () => {
  it("answers the organisation's head and its active listings only, newest first, cacheable for a minute", async () => {
    const org = await buildEmptyOrganization(t, { name: "Seeblick <Gastro> AG", logoUrl: "/media/abc" });
    const older = await buildListing(t, {
      organizationId: org.id,
      title: "Koch/Köchin EFZ",
      publishedOn: "2020-01-01",
    });
    const newer = await buildListing(t, { organizationId: org.id, title: "Servicefachfrau 80–100 %" });
    const byAgreement = await buildListing(t, {
      organizationId: org.id,
      title: "Aushilfe",
      locationByAgreement: true,
      workloadMin: 20,
      workloadMax: 40,
      publishedOn: "2019-06-01",
    });
    await buildListing(t, { organizationId: org.id, title: "Geplant", status: "planned", publishedOn: "2099-01-01" });
    await buildListing(t, { organizationId: org.id, title: "Archiviert", status: "archived" });
    await buildListing(t, { title: "Another company's listing" });

    const res = await get(`/capi/widgets/${org.id}/listings`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const body = ZWidgetListingsResponse.parse(res.json());
    expect(body.organization).toEqual({
      id: org.id,
      name: "Seeblick <Gastro> AG",
      logo_url: "/media/abc",
      theme: "auto",
    });
    expect(body.count).toBe(3);
    expect(body.items.map((item) => item.id)).toEqual([newer.id, older.id, byAgreement.id]);
    expect(body.items[2]).toMatchObject({ title: "Aushilfe", city: null, workload_min: 20, workload_max: 40 });
    expect(body.items[0]!.city).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/Geplant|Archiviert|Another company/);
  });

  it("pages with limit and offset", async () => {
    const org = await buildEmptyOrganization(t);
    for (const day of ["2024-01-03", "2024-01-02", "2024-01-01"])
      await buildListing(t, { organizationId: org.id, title: `Listing ${day}`, publishedOn: day });
    const body = ZWidgetListingsResponse.parse((await get(`/capi/widgets/${org.id}/listings?limit=2&offset=1`)).json());
    expect(body.count).toBe(3);
    expect(body.items.map((item) => item.title)).toEqual(["Listing 2024-01-02", "Listing 2024-01-01"]);
  });

  it("answers an organisation without active listings with an empty list", async () => {
    const org = await buildEmptyOrganization(t);
    await buildListing(t, { organizationId: org.id, status: "archived" });
    const body = ZWidgetListingsResponse.parse((await get(`/capi/widgets/${org.id}/listings`)).json());
    expect(body).toMatchObject({ items: [], count: 0 });
  });
});

describe("GET /capi/widgets/{org_id}/jobs", () => {
  it("answers the active job profiles by title, without their texts; planned and archived never", async () => {
    const org = await buildEmptyOrganization(t);
    await buildJob(t, { organizationId: org.id, title: "Zimmermann/Zimmerin" });
    await buildJob(t, { organizationId: org.id, title: "Bäcker/in", language: "fr" });
    await buildJob(t, { organizationId: org.id, title: "Geplanter Job", status: "planned" });
    await buildJob(t, { organizationId: org.id, title: "Archivierter Job", status: "archived" });
    await buildJob(t, { title: "Fremder Job" });

    const res = await get(`/capi/widgets/${org.id}/jobs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const body = ZWidgetJobsResponse.parse(res.json());
    expect(body.count).toBe(2);
    expect(body.items.map(({ title, language }) => ({ title, language }))).toEqual([
      { title: "Bäcker/in", language: "fr" },
      { title: "Zimmermann/Zimmerin", language: "de" },
    ]);
    expect(Object.keys(body.items[0]!).sort()).toEqual(["id", "language", "title"]);
  });
});

describe("unknown organisations and bad input", () => {
  it.each(["", "/listings", "/jobs"])(
    "GET /capi/widgets/{unknown}%s answers 404 NotFound, never cached",
    async (tail) => {
      for (const id of NO_SUCH_IDS) {
        const res = await get(`/capi/widgets/${id}${tail}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ type: "NotFound" });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    },
  );

  it("refuses a theme that is none of auto, light, dark and unknown parameters (400 ValidationError)", async () => {
    const org = await buildEmptyOrganization(t);
    for (const query of ["theme=blue", "theme=", "limit=0", "limit=101", "offset=-1", "colour=dark"]) {
      const res = await get(`/capi/widgets/${org.id}/listings?${query}`, { "accept-language": "en" });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
  });

  it("is no-store when the answer renews a signed-in visitor's session cookie", async () => {
    const org = await buildEmptyOrganization(t);
    // A session due for renewal is extended (Set-Cookie) by any API call it makes.
    const { headers } = await buildSession(t, { expiresAt: new Date(t.now().getTime() + 60_000) });
    const res = await get(`/capi/widgets/${org.id}`, { cookie: headers.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeDefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("the widget theme (ADR 021)", () => {
  const cases: [TOrganizationPlan, TWidgetTheme, TWidgetTheme | undefined, TWidgetTheme][] = [
    // enterprise: the snippet's data-theme wins, else the stored setting
    ["enterprise", "auto", undefined, "auto"],
    ["enterprise", "dark", undefined, "dark"],
    ["enterprise", "dark", "light", "light"],
    ["enterprise", "light", "auto", "auto"],
    ["enterprise", "auto", "dark", "dark"],
    // every other plan: the visitor's device, whatever the snippet or the (stale) setting says
    ["free", "auto", "dark", "auto"],
    ["free", "dark", undefined, "auto"],
    ["pro", "light", "dark", "auto"],
    ["recruiter", "dark", "light", "auto"],
  ];

  it.each(cases)("%s plan, stored %s, requested %s → %s", async (plan, stored, requested, expected) => {
    expect(widgetTheme(plan, stored, requested)).toBe(expected);
    const org = await buildEmptyOrganization(t, { plan, widgetTheme: stored });
    const query = requested ? `?theme=${requested}` : "";
    for (const path of ["", "/listings", "/jobs"]) {
      const res = await get(`/capi/widgets/${org.id}${path}${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const head = path === "" ? ZWidgetOrganization.parse(body) : ZWidgetOrganization.parse(body.organization);
      expect(head.theme, path).toBe(expected);
    }
  });
});

describe("the widget pages", () => {
  it("are served in the theme the organisation's plan allows, before any script of the app runs", async () => {
    const enterprise = await buildEmptyOrganization(t, { plan: "enterprise", widgetTheme: "dark" });
    const free = await buildEmptyOrganization(t, { plan: "free", widgetTheme: "dark" });
    const themeOf = async (url: string) => /<html [^>]*data-widget-theme="(\w+)"/.exec((await get(url)).body)?.[1];
    expect(await themeOf(`/de/widget/listings/${enterprise.id}`)).toBe("dark");
    expect(await themeOf(`/de/widget/jobs/${enterprise.id}?theme=light`)).toBe("light");
    expect(await themeOf(`/en/widget/listings/${free.id}?theme=dark`)).toBe("auto");
    expect(await themeOf(`/en/widget/jobs/${free.id}`)).toBe("auto");
  });
});

describe(`GET ${WIDGET_SCRIPT_PATH}`, () => {
  it("serves the embed script as JavaScript, cached for a day and revalidated by its ETag", async () => {
    const res = await get(WIDGET_SCRIPT_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    // It checks the origin of every message and sizes only the frames of its own origin.
    expect(res.body).toContain("event.origin !== origin");
    expect(res.body).toContain("jobatlas-widget:height");
    expect(() => new Function(res.body)).not.toThrow(); // valid script syntax

    const again = await get(WIDGET_SCRIPT_PATH, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("OpenAPI", () => {
  it("documents the widget calls as public", async () => {
    const doc = (await get("/capi/openapi.json")).json();
    for (const path of ["/capi/widgets/{org_id}", "/capi/widgets/{org_id}/listings", "/capi/widgets/{org_id}/jobs"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      expect(doc.paths[path].get.responses["404"], path).toBeDefined();
    }
  });
});

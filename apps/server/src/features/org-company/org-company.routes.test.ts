import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ORGANIZATION_HEADER,
  PICTURE_MAX_BYTES,
  ZOrgCompany,
  type TMemberRole,
  type TOrgCompanyUpdateRequest,
  type TSearchEmployersResponse,
} from "@jobatlas/contract";
import { media, organizations, users } from "../../db/schema";
import { buildAddress, buildListing, buildOrganization, buildSession, type BuiltMember } from "../../test/factories";
import { buildTestApp, csrfHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const PNG = await sharp({ create: { width: 3, height: 2, channels: 4, background: "#0000" } })
  .png()
  .toBuffer();
const JPEG = await sharp({ create: { width: 4, height: 2, channels: 3, background: "#fff" } })
  .jpeg()
  .toBuffer();

function profile(overrides: Partial<TOrgCompanyUpdateRequest> = {}): TOrgCompanyUpdateRequest {
  return {
    name: "Alpenblick Informatik AG",
    description: "Wir bauen **Software** in Zürich.",
    sectors: ["J62"],
    keywords: ["Software", "Cloud"],
    main_website: "https://alpenblick.example",
    jobs_website: null,
    legal_form: "AG",
    widget_theme: "auto",
    ...overrides,
  };
}

const getCompany = (headers: Record<string, string>) => t.app.inject({ url: "/capi/org/company", headers });
const putCompany = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "PUT", url: "/capi/org/company", headers, payload: payload as object });
const putLogo = (headers: Record<string, string>, body: Buffer, type = "image/png") =>
  t.app.inject({
    method: "PUT",
    url: "/capi/org/company/logo",
    headers: { ...headers, "content-type": type },
    payload: body,
  });

/** The field names of a ValidationError answer. */
function fieldsOf(res: { json: () => { detail: { loc: (string | number)[] }[] } }) {
  return res.json().detail.map((entry) => entry.loc.at(-1));
}

describe("GET /capi/org/company", () => {
  it("answers the organisation's editable profile to every role", async () => {
    const owner = await buildOrganization(t, {
      name: "Bäckerei Brot AG",
      description: "Frisches Brot.",
      sectors: ["C10"],
      keywords: ["Brot"],
      mainWebsite: "https://brot.example",
      plan: "pro",
    });
    for (const role of ["owner", "admin", "recruiter"] as TMemberRole[]) {
      const member =
        role === "owner" ? owner : await buildOrganization(t, { role, name: "Other", plan: "free", sectors: [] });
      const res = await getCompany(member.headers);
      expect(res.statusCode, role).toBe(200);
      ZOrgCompany.strict().parse(res.json());
    }
    expect((await getCompany(owner.headers)).json()).toMatchObject({
      id: owner.organization.id,
      slug: owner.organization.slug,
      name: "Bäckerei Brot AG",
      description: "Frisches Brot.",
      logo_url: null,
      sectors: ["C10"],
      keywords: ["Brot"],
      main_website: "https://brot.example",
      jobs_website: null,
      legal_form: "AG",
      widget_theme: "auto",
      plan: "pro",
    });
  });

  it("answers 401 signed out and 404 for a seeker or another organisation's member", async () => {
    const target = await buildOrganization(t);
    const outsider = await buildOrganization(t);
    const seeker = await buildSession(t);
    const signedOut = await getCompany({ ...csrfHeaders, [ORGANIZATION_HEADER]: target.organization.slug });
    expect(signedOut.statusCode).toBe(401);
    for (const headers of [
      { ...outsider.headers, [ORGANIZATION_HEADER]: target.organization.slug },
      { ...seeker.headers, [ORGANIZATION_HEADER]: target.organization.slug },
    ]) {
      const res = await getCompany(headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });
});

describe("PUT /capi/org/company", () => {
  it("saves the profile: keywords trimmed and kept once, sectors once, a bare domain gets https", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const res = await putCompany(
      owner.headers,
      profile({
        name: "  Alpenblick Informatik AG ",
        sectors: ["J62", "M70", "J62"],
        keywords: [" Software ", "cloud", "Cloud", "", "  ", "Zürich"],
        main_website: "alpenblick.example",
        jobs_website: "http://alpenblick.example/jobs?lang=de",
        legal_form: "  ",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Alpenblick Informatik AG",
      sectors: ["J62", "M70"],
      keywords: ["Software", "cloud", "Zürich"],
      main_website: "https://alpenblick.example",
      jobs_website: "http://alpenblick.example/jobs?lang=de",
      legal_form: null,
      slug: owner.organization.slug,
    });
    // What the next read answers, and what the public company page shows.
    expect((await getCompany(owner.headers)).json()).toMatchObject({ name: "Alpenblick Informatik AG" });
    const publicPage = await t.app.inject(`/capi/companies/${owner.organization.id}`);
    expect(publicPage.json()).toMatchObject({
      name: "Alpenblick Informatik AG",
      keywords: ["Software", "cloud", "Zürich"],
      sectors: ["J62", "M70"],
    });
  });

  it("refuses bad fields at their names, in the request's language", async () => {
    const owner = await buildOrganization(t);
    const res = await putCompany(
      { ...owner.headers, "accept-language": "de" },
      profile({
        name: "A",
        sectors: ["J62", "Z99" as "J62"],
        keywords: Array.from({ length: 21 }, (_, i) => `Wort ${i}`),
        main_website: "javascript:alert(1)",
        jobs_website: "ftp://files.example",
        widget_theme: "purple" as "auto",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe("ValidationError");
    expect(fieldsOf(res).sort()).toEqual(
      [1, "jobs_website", "keywords", "main_website", "name", "widget_theme"].sort((a, b) =>
        String(a).localeCompare(String(b)),
      ),
    );
    const messages = res.json().detail.map((entry: { msg: string }) => entry.msg);
    expect(messages).toContain("Gib eine gültige URL ein.");
    expect(messages).toContain("Gib mindestens 2 Zeichen ein.");

    for (const payload of [
      profile({ keywords: ["x".repeat(41)] }),
      profile({ sectors: Array.from({ length: 11 }, () => "J62") }),
      profile({ main_website: "https://localhost/jobs" }),
      profile({ description: "x".repeat(10_001) }),
      profile({ legal_form: "x".repeat(61) }),
      { ...profile(), logo_url: "https://evil.example/logo.png" },
      (({ keywords: _k, ...rest }) => rest)(profile()),
    ]) {
      const refused = await putCompany(owner.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json().type).toBe("ValidationError");
    }
    expect((await getCompany(owner.headers)).json().name).toBe(owner.organization.name);
  });

  it("lets owners and admins save, and refuses recruiters (403)", async () => {
    for (const role of ["owner", "admin", "recruiter"] as TMemberRole[]) {
      const member = await buildOrganization(t, { role });
      const res = await putCompany(member.headers, profile({ name: `Saved by ${role}` }));
      if (role === "recruiter") {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: "Forbidden" });
        expect((await getCompany(member.headers)).json().name).toBe(member.organization.name);
      } else {
        expect(res.statusCode, role).toBe(200);
        expect(res.json().name).toBe(`Saved by ${role}`);
      }
    }
  });

  it("changes only the organisation the header names: another one's member gets 404", async () => {
    const target = await buildOrganization(t);
    const outsider = await buildOrganization(t);
    const res = await putCompany({ ...outsider.headers, [ORGANIZATION_HEADER]: target.organization.slug }, profile());
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, target.organization.id));
    expect(row?.name).toBe(target.organization.name);
  });

  it("forces a widget theme only on a plan that includes it (enterprise)", async () => {
    for (const plan of ["free", "pro", "recruiter"] as const) {
      const owner = await buildOrganization(t, { plan });
      for (const theme of ["light", "dark"] as const) {
        const res = await putCompany(owner.headers, profile({ widget_theme: theme }));
        expect(res.statusCode, `${plan} ${theme}`).toBe(400);
        expect(res.json()).toMatchObject({ type: "ServiceError", code: "plan_limit_forced_widget_theme" });
      }
      expect((await putCompany(owner.headers, profile({ widget_theme: "auto" }))).statusCode).toBe(200);
      expect((await getCompany(owner.headers)).json().widget_theme).toBe("auto");
    }
    const enterprise = await buildOrganization(t, { plan: "enterprise" });
    const dark = await putCompany(enterprise.headers, profile({ widget_theme: "dark" }));
    expect(dark.statusCode).toBe(200);
    expect(dark.json().widget_theme).toBe("dark");
  });

  it("keeps a theme set on a bigger plan savable after a downgrade, but not a new forced one", async () => {
    const owner = await buildOrganization(t, { plan: "pro", widgetTheme: "dark" });
    const same = await putCompany(owner.headers, profile({ name: "Still dark AG", widget_theme: "dark" }));
    expect(same.statusCode).toBe(200);
    const other = await putCompany(owner.headers, profile({ widget_theme: "light" }));
    expect(other.json()).toMatchObject({ code: "plan_limit_forced_widget_theme" });
  });
});

describe("renaming the company", () => {
  it("shows the new name in /capi/search/employers once the change feed has applied it", async () => {
    await waitForSearchIndex(t);
    const owner = await buildOrganization(t, { name: "Gletscherblick Schreinerei GmbH", plan: "pro" });
    await buildListing(t, {
      organization: owner,
      addressId: (await buildAddress(t, { organization: owner })).id,
    });
    const search = async (query: string) => {
      const res = await t.app.inject(`/capi/search/employers?query=${encodeURIComponent(query)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TSearchEmployersResponse).items.map((hit) => [hit.id, hit.name]);
    };
    await t.searchCaughtUp();
    expect(await search("Gletscherblick")).toEqual([[owner.organization.id, owner.organization.name]]);

    const res = await putCompany(owner.headers, profile({ name: "Morgenrot Möbelwerkstatt GmbH" }));
    expect(res.statusCode).toBe(200);
    await t.searchCaughtUp();
    expect(await search("Morgenrot")).toEqual([[owner.organization.id, "Morgenrot Möbelwerkstatt GmbH"]]);
    await t.searchCaughtUp();
    expect(await search("Gletscherblick")).toEqual([]);
  });
});

describe("PUT/DELETE /capi/org/company/logo", () => {
  const mediaRows = () => t.database.db.select({ id: media.id }).from(media);

  it("stores an image checked by its content, serves it from /media/{id} and replaces the previous one", async () => {
    const owner = await buildOrganization(t);
    const first = await putLogo(owner.headers, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().logo_url as string;
    expect(firstUrl).toMatch(/^\/media\/[a-f0-9]{32}$/);
    const served = await t.app.inject(firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    // Written again (ADR 064): the same pixels, transparency kept.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 3,
      height: 2,
      hasAlpha: true,
    });

    // A JPEG sent as PNG is read as what it is, and stored as a PNG like every logo.
    const second = await putLogo(owner.headers, JPEG, "image/png");
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().logo_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    const secondServed = await t.app.inject(secondUrl);
    expect(secondServed.headers["content-type"]).toBe("image/png");
    expect(await sharp(secondServed.rawPayload).metadata()).toMatchObject({ width: 4, height: 2 });
    expect((await t.app.inject(firstUrl)).statusCode).toBe(404);
    expect((await getCompany(owner.headers)).json().logo_url).toBe(secondUrl);
    const publicPage = await t.app.inject(`/capi/companies/${owner.organization.id}`);
    expect(publicPage.json().logo_url).toBe(secondUrl);

    const removed = await t.app.inject({ method: "DELETE", url: "/capi/org/company/logo", headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    expect((await t.app.inject(secondUrl)).statusCode).toBe(404);
    expect((await mediaRows()).map((row) => `/media/${row.id}`)).not.toContain(secondUrl);
  });

  it("keeps the logo when the account of whoever uploaded it is deleted (it belongs to the organisation)", async () => {
    const uploader = await buildOrganization(t, { role: "admin" });
    const uploaded = await putLogo(uploader.headers, PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, uploader.user.id));
    expect((await t.app.inject(uploaded.json().logo_url as string)).statusCode).toBe(200);
  });

  it("refuses what is no image by its bytes (400 at logo), other types (415) and more than 5 MB (413)", async () => {
    const owner = await buildOrganization(t);
    const before = (await mediaRows()).length;
    const text = await putLogo(
      { ...owner.headers, "accept-language": "en" },
      Buffer.from("<svg onload=alert(1)>"),
      "image/png",
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "logo"], msg: "Choose a JPEG, PNG or WebP image." }],
    });
    expect((await putLogo(owner.headers, Buffer.from("<svg/>"), "image/svg+xml")).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const tooBig = await putLogo(owner.headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().type).toBe("PayloadTooLarge");
    expect((await mediaRows()).length).toBe(before);
    expect((await getCompany(owner.headers)).json().logo_url).toBeNull();
  });

  it("lets owners and admins change the logo, not recruiters; another organisation's member gets 404", async () => {
    const members: Record<TMemberRole, BuiltMember> = {
      owner: await buildOrganization(t, { role: "owner" }),
      admin: await buildOrganization(t, { role: "admin" }),
      recruiter: await buildOrganization(t, { role: "recruiter" }),
    };
    expect((await putLogo(members.owner.headers, PNG)).statusCode).toBe(200);
    expect((await putLogo(members.admin.headers, PNG)).statusCode).toBe(200);
    const recruiter = await putLogo(members.recruiter.headers, PNG);
    expect(recruiter.statusCode).toBe(403);
    const recruiterDelete = await t.app.inject({
      method: "DELETE",
      url: "/capi/org/company/logo",
      headers: members.recruiter.headers,
    });
    expect(recruiterDelete.statusCode).toBe(403);

    const foreign = { ...members.admin.headers, [ORGANIZATION_HEADER]: members.owner.organization.slug };
    expect((await putLogo(foreign, PNG)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/capi/org/company/logo", headers: foreign })).statusCode).toBe(
      404,
    );
    expect((await getCompany(members.owner.headers)).json().logo_url).toMatch(/^\/media\//);
  });

  it("removes a seeded logo (not one of our uploads) without touching any media", async () => {
    const owner = await buildOrganization(t, { logoUrl: "data:image/svg+xml;base64,PHN2Zy8+" });
    const before = (await mediaRows()).length;
    const removed = await t.app.inject({ method: "DELETE", url: "/capi/org/company/logo", headers: owner.headers });
    expect(removed.json().logo_url).toBeNull();
    expect((await mediaRows()).length).toBe(before);
  });
});

describe("every call of the organisation editor", () => {
  const PAYLOADS = {
    company: profile(),
    address: { street: "Bahnhofstrasse", postal_code: "8001", city: "Zürich" },
    invite: { email: "someone@example.ch", role: "recruiter" },
    role: { role: "admin" },
  };

  it("answers 401 signed out and 404 to a member of another organisation, for each of its ids", async () => {
    const target = await buildOrganization(t);
    const address = await buildAddress(t, { organization: target });
    const invited = await t.app.inject({
      method: "POST",
      url: "/capi/org/members/invites",
      headers: target.headers,
      payload: PAYLOADS.invite,
    });
    const inviteId = invited.json().id as number;
    const userId = target.user.id;
    const calls: { method: "GET" | "PUT" | "POST" | "DELETE"; url: string; payload?: object; type?: string }[] = [
      { method: "GET", url: "/capi/org/company" },
      { method: "PUT", url: "/capi/org/company", payload: PAYLOADS.company },
      { method: "PUT", url: "/capi/org/company/logo", payload: PNG, type: "image/png" },
      { method: "DELETE", url: "/capi/org/company/logo" },
      { method: "GET", url: "/capi/org/addresses" },
      { method: "POST", url: "/capi/org/addresses", payload: PAYLOADS.address },
      { method: "PUT", url: `/capi/org/addresses/${address.id}`, payload: PAYLOADS.address },
      { method: "DELETE", url: `/capi/org/addresses/${address.id}` },
      { method: "GET", url: "/capi/org/members" },
      { method: "POST", url: "/capi/org/members/invites", payload: PAYLOADS.invite },
      { method: "DELETE", url: `/capi/org/members/invites/${inviteId}` },
      { method: "PUT", url: `/capi/org/members/${userId}`, payload: PAYLOADS.role },
      { method: "DELETE", url: `/capi/org/members/${userId}` },
    ];
    const outsider = await buildOrganization(t);
    for (const call of calls) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: call.method,
          url: call.url,
          headers: call.type ? { ...headers, "content-type": call.type } : headers,
          payload: call.payload as Buffer | undefined,
        });
      const signedOut = await send({ ...csrfHeaders, [ORGANIZATION_HEADER]: target.organization.slug });
      expect(signedOut.statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      // Naming the target organisation, and acting on the outsider's own with the target's ids.
      const named = await send({ ...outsider.headers, [ORGANIZATION_HEADER]: target.organization.slug });
      expect(named.statusCode, `${call.method} ${call.url} as outsider`).toBe(404);
      expect(named.json()).toMatchObject({ type: "NotFound" });
      if (/\/\d+$/.test(call.url)) {
        const own = await send(outsider.headers);
        expect(own.statusCode, `${call.method} ${call.url} on own organisation`).toBe(404);
      }
    }
    // Nothing of the target changed.
    expect((await getCompany(target.headers)).json()).toMatchObject({
      name: target.organization.name,
      logo_url: null,
    });
    expect((await t.app.inject({ url: "/capi/org/addresses", headers: target.headers })).json().count).toBe(1);
    const team = (await t.app.inject({ url: "/capi/org/members", headers: target.headers })).json();
    expect(team.members.map((m: { role: string }) => m.role)).toEqual(["owner"]);
    expect(team.invites.map((i: { id: number }) => i.id)).toEqual([inviteId]);
  });
});

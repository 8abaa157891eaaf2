/**
 * Edits never overwrite each other (ADR 088): the company profile, an address, a job, a listing and
 * a questionnaire, each edited by two members of one organisation at the same time. Both load
 * revision n; the first save wins (n + 1), the second answers 409 ServiceError `stale` in its
 * language and writes nothing; a save of the current revision works; a save without a revision
 * saves as the specification's call always did; transitions add one too; and two saves of the same
 * revision sent together never both win.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFLICT_STATUS, STALE_CODE, ZErrorBody } from "@jobatlas/contract";
import { runListingLifecycle } from "../features/listings/listings.service";
import { addDays, zurichToday } from "../features/listings/listings.runtime";
import {
  buildAddress,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  type BuiltMember,
} from "./factories";
import { buildTestApp, type TestApp } from "./test-app";
import { testContext } from "./test-context";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const PNG = await sharp({ create: { width: 3, height: 2, channels: 4, background: "#0000" } })
  .png()
  .toBuffer();

type Dto = Record<string, unknown> & { revision: number };
type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

interface Editor {
  /** Two members of one organisation and the id of a row of it they may both edit. */
  setup(): Promise<{ a: BuiltMember; b: BuiltMember; id: number }>;
  load(member: BuiltMember, id: number): Promise<Dto>;
  /** The PUT body of the DTO as loaded, with `text` in its text field. */
  body(dto: Dto, text: string): Record<string, unknown>;
  url(id: number): string;
  /** The value of the text field in a DTO. */
  text(dto: Dto): unknown;
  /** A body change the schema refuses. */
  invalid: Record<string, unknown>;
  /** Changes of the row that are not saves of its editor: each adds one to the revision. */
  transitions: Record<string, (member: BuiltMember, id: number) => Promise<void>>;
}

async function json(res: Answer, status = 200): Promise<Dto> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Dto;
}

const get = (member: BuiltMember, url: string) => t.app.inject({ url, headers: member.headers });
const send = (member: BuiltMember, method: "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

async function twoMembers(role: "owner" | "admin" = "admin") {
  const a = await buildOrganization(t, { role: "owner", plan: "enterprise" });
  const b = await buildMember(t, a.organization, { role });
  return { a, b };
}

const EDITORS: Record<string, Editor> = {
  "the company profile": {
    async setup() {
      const { a, b } = await twoMembers();
      return { a, b, id: a.organization.id };
    },
    load: async (member) => json(await get(member, "/capi/org/company")),
    url: () => "/capi/org/company",
    body: (dto, text) => ({
      name: dto.name,
      description: text,
      sectors: dto.sectors,
      keywords: dto.keywords,
      main_website: dto.main_website,
      jobs_website: dto.jobs_website,
      legal_form: dto.legal_form,
      widget_theme: dto.widget_theme,
    }),
    text: (dto) => dto.description,
    invalid: { name: "" },
    transitions: {
      "a new logo": async (member) => {
        const res = await t.app.inject({
          method: "PUT",
          url: "/capi/org/company/logo",
          headers: { ...member.headers, "content-type": "image/png" },
          payload: PNG,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    },
  },
  "an address": {
    async setup() {
      const { a, b } = await twoMembers();
      const address = await buildAddress(t, {
        organization: a,
        postalCode: "8001",
        city: "Zürich",
        street: "Bahnhofstrasse",
      });
      return { a, b, id: address.id };
    },
    async load(member, id) {
      const list = (await json(await get(member, "/capi/org/addresses"))) as unknown as { items: Dto[] };
      const found = list.items.find((item) => item.id === id);
      if (!found) throw new Error(`address ${id} not listed`);
      return found;
    },
    url: (id) => `/capi/org/addresses/${id}`,
    body: (dto, text) => ({
      label: text,
      street: dto.street,
      house_number: dto.house_number,
      postal_code: dto.postal_code,
      city: dto.city,
      country: dto.country,
    }),
    text: (dto) => dto.label,
    invalid: { street: "" },
    transitions: {
      "a move of its place": async (member, id) => {
        const res = await send(member, "PUT", `/capi/org/addresses/${id}`, {
          street: "Limmatquai",
          house_number: "2",
          postal_code: "8001",
          city: "Zürich",
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    },
  },
  "a job": {
    async setup() {
      const { a, b } = await twoMembers("admin");
      const job = await buildJob(t, { organization: a, status: "planned" });
      return { a, b, id: job.id };
    },
    load: async (member, id) => json(await get(member, `/capi/org/jobs/${id}`)),
    url: (id) => `/capi/org/jobs/${id}`,
    body: (dto, text) => ({
      id: dto.id,
      title: dto.title,
      language: dto.language,
      role_and_responsibilities: dto.role_and_responsibilities,
      requirements: dto.requirements,
      team_description: dto.team_description,
      benefits: text,
    }),
    text: (dto) => dto.benefits,
    invalid: { title: "" },
    transitions: {
      "activating it": async (member, id) => {
        await json(await send(member, "PUT", `/capi/org/jobs/${id}`, { id, status: "active" }));
      },
      "archiving it": async (member, id) => {
        await json(await send(member, "PUT", `/capi/org/jobs/${id}`, { id, status: "archived" }));
      },
    },
  },
  "a listing": {
    async setup() {
      const { a, b } = await twoMembers("admin");
      const listing = await buildListing(t, {
        organization: a,
        status: "planned",
        publishedOn: addDays(zurichToday(new Date()), 3),
      });
      return { a, b, id: listing.id };
    },
    load: async (member, id) => json(await get(member, `/capi/org/listings/${id}`)),
    url: (id) => `/capi/org/listings/${id}`,
    body: (dto, text) => {
      const address = dto.address as { id: number } | null;
      const questionnaire = dto.questionnaire as { id: number } | null;
      return {
        id: dto.id,
        status: dto.status,
        job_id: (dto.job as { id: number }).id,
        title: dto.title,
        language: dto.language,
        address_id: address?.id ?? null,
        country: dto.country,
        published_on: dto.published_on,
        start_kind: dto.start_kind,
        start_date: dto.start_date,
        employment_type: dto.employment_type,
        remote_type: dto.remote_type,
        workload_min: dto.workload_min,
        workload_max: dto.workload_max,
        salary_min: dto.salary_min,
        salary_max: dto.salary_max,
        required_languages: dto.required_languages,
        listing_url: dto.listing_url,
        apply_url: dto.apply_url,
        questionnaire_id: questionnaire?.id ?? null,
        contact_name: text,
        contact_email: dto.contact_email,
        contact_phone: dto.contact_phone,
      };
    },
    text: (dto) => dto.contact_name,
    invalid: { workload_min: 101 },
    transitions: {
      "a picture": async (member, id) => {
        const res = await t.app.inject({
          method: "PUT",
          url: `/capi/org/listings/${id}/picture`,
          headers: { ...member.headers, "content-type": "image/png" },
          payload: PNG,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      "publishing it now": async (member, id) => {
        const dto = await json(await get(member, `/capi/org/listings/${id}`));
        await json(
          await send(member, "PUT", `/capi/org/listings/${id}`, {
            ...EDITORS["a listing"]!.body(dto, String(dto.contact_name)),
            status: "active",
          }),
        );
      },
      "extending it": async (member, id) => {
        await json(await send(member, "POST", `/capi/org/listings/${id}/extend`));
      },
      "ending it early": async (member, id) => {
        const dto = await json(await get(member, `/capi/org/listings/${id}`));
        await json(
          await send(member, "PUT", `/capi/org/listings/${id}`, {
            ...EDITORS["a listing"]!.body(dto, String(dto.contact_name)),
            status: "archived",
          }),
        );
      },
    },
  },
  "a questionnaire": {
    async setup() {
      const { a, b } = await twoMembers("admin");
      const questionnaire = await buildQuestionnaire(t, { organization: a });
      return { a, b, id: questionnaire.id };
    },
    load: async (member, id) => json(await get(member, `/capi/org/questionnaires/${id}`)),
    url: (id) => `/capi/org/questionnaires/${id}`,
    body: (dto, text) => ({
      id: dto.id,
      name: text,
      status: dto.status,
      questions: (dto.questions as Record<string, unknown>[]).map(({ id: _id, ...question }) => question),
    }),
    text: (dto) => dto.name,
    invalid: { questions: [] },
    transitions: {
      "new questions": async (member, id) => {
        const dto = await json(await get(member, `/capi/org/questionnaires/${id}`));
        const body = EDITORS["a questionnaire"]!.body(dto, String(dto.name));
        const questions = [...(body.questions as object[]), { type: "free_text", text: "Warum wir?", required: false }];
        const saved = await json(await send(member, "PUT", `/capi/org/questionnaires/${id}`, { ...body, questions }));
        expect(saved.version).toBe((dto.version as number) + 1);
      },
      "archiving it": async (member, id) => {
        const dto = await json(await get(member, `/capi/org/questionnaires/${id}`));
        const body = EDITORS["a questionnaire"]!.body(dto, String(dto.name));
        await json(await send(member, "PUT", `/capi/org/questionnaires/${id}`, { ...body, status: "archived" }));
      },
    },
  },
};

function expectStale(res: Answer, language: "de" | "en" | "fr" | "it") {
  expect(res.statusCode, res.body).toBe(CONFLICT_STATUS);
  const body = ZErrorBody.parse(res.json());
  expect(body).toMatchObject({ type: "ServiceError", code: STALE_CODE });
  const words = { de: "inzwischen", en: "meanwhile", fr: "entre-temps", it: "nel frattempo" }[language];
  expect(body.detail).toContain(words);
}

describe.each(Object.entries(EDITORS))("%s", (_name, editor) => {
  const save = (member: BuiltMember, id: number, dto: Dto, text: string, extra: Record<string, unknown> = {}) =>
    send(member, "PUT", editor.url(id), { ...editor.body(dto, text), ...extra });

  it("two members save at once: the first wins, the second is refused as stale and writes nothing", async () => {
    const { a, b, id } = await editor.setup();
    const seenByA = await editor.load(a, id);
    const seenByB = await editor.load(b, id);
    expect(seenByB.revision).toBe(seenByA.revision);
    const n = seenByA.revision;

    const won = await json(await save(a, id, seenByA, "Erste Fassung von A", { revision: n }));
    expect(won.revision).toBe(n + 1);
    expect(editor.text(won)).toBe("Erste Fassung von A");

    const lost = await t.app.inject({
      method: "PUT",
      url: editor.url(id),
      headers: { ...b.headers, "accept-language": "de-CH" },
      payload: { ...editor.body(seenByB, "Fassung von B"), revision: n },
    });
    expectStale(lost, "de");

    const stored = await editor.load(b, id);
    expect(editor.text(stored)).toBe("Erste Fassung von A");
    expect(stored.revision).toBe(n + 1);

    // B reloads: a save of the current revision goes through.
    const saved = await json(await save(b, id, stored, "Fassung von B", { revision: stored.revision }));
    expect(saved.revision).toBe(n + 2);
    expect(editor.text(await editor.load(a, id))).toBe("Fassung von B");
  });

  it("words the refusal in the request's language", async () => {
    const { a, b, id } = await editor.setup();
    const dto = await editor.load(a, id);
    await json(await save(a, id, dto, "Neu", { revision: dto.revision }));
    for (const language of ["fr", "it", "en"] as const) {
      const res = await t.app.inject({
        method: "PUT",
        url: editor.url(id),
        headers: { ...b.headers, "accept-language": language },
        payload: { ...editor.body(dto, "Alt"), revision: dto.revision },
      });
      expectStale(res, language);
    }
  });

  it("checks the body before the revision: an invalid save is a ValidationError, not stale", async () => {
    const { a, id } = await editor.setup();
    const dto = await editor.load(a, id);
    const res = await send(a, "PUT", editor.url(id), {
      ...editor.body(dto, "X"),
      ...editor.invalid,
      revision: dto.revision - 1 || 99,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError" });
    for (const revision of [0, -1, 1.5, "1", 2 ** 31]) {
      const odd = await send(a, "PUT", editor.url(id), { ...editor.body(dto, "X"), revision });
      expect(odd.statusCode, `${String(revision)}: ${odd.body}`).toBe(400);
      expect(odd.json()).toMatchObject({ type: "ValidationError" });
    }
    expect((await editor.load(a, id)).revision).toBe(dto.revision);
  });

  it("saves without a revision as the specification's call always did, adding one", async () => {
    const { a, b, id } = await editor.setup();
    const dto = await editor.load(a, id);
    await json(await save(a, id, dto, "Mit Revision", { revision: dto.revision }));
    const saved = await json(await save(b, id, dto, "Ohne Revision"));
    expect(saved.revision).toBe(dto.revision + 2);
    expect(editor.text(await editor.load(a, id))).toBe("Ohne Revision");
  });

  it("two saves of the same revision sent together: exactly one wins", async () => {
    const { a, b, id } = await editor.setup();
    const dto = await editor.load(a, id);
    const answers = await Promise.all([
      save(a, id, dto, "Gleichzeitig A", { revision: dto.revision }),
      save(b, id, dto, "Gleichzeitig B", { revision: dto.revision }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, CONFLICT_STATUS]);
    const winner = answers.find((res) => res.statusCode === 200)!.json() as Dto;
    const stored = await editor.load(a, id);
    expect(stored.revision).toBe(dto.revision + 1);
    expect(editor.text(stored)).toBe(editor.text(winner));
  });

  it.each(Object.keys(editor.transitions))("adds one for %s, so an editor loaded before it is stale", async (name) => {
    const { a, b, id } = await editor.setup();
    // The transitions of a row build on one another (publish before extend): run those before.
    const names = Object.keys(editor.transitions);
    for (const earlier of names.slice(0, names.indexOf(name))) await editor.transitions[earlier]!(a, id);
    const before = await editor.load(b, id);
    await editor.transitions[name]!(a, id);
    const after = await editor.load(a, id);
    expect(after.revision).toBeGreaterThan(before.revision);
    if (name === "ending it early" || name === "archiving it") return; // archived: a further save is refused anyway
    expectStale(
      await t.app.inject({
        method: "PUT",
        url: editor.url(id),
        headers: { ...b.headers, "accept-language": "en" },
        payload: { ...editor.body(before, "Veraltet"), revision: before.revision },
      }),
      "en",
    );
  });
});

describe("the listings' daily lifecycle", () => {
  it("adds one to the revision of a listing it archives", async () => {
    const { a } = await twoMembers();
    const today = zurichToday(new Date());
    const listing = await buildListing(t, {
      organization: a,
      publishedOn: addDays(today, -40),
      endsOn: addDays(today, -11),
    });
    const before = await json(await get(a, `/capi/org/listings/${listing.id}`));
    await runListingLifecycle(testContext(t.database.db));
    const after = await json(await get(a, `/capi/org/listings/${listing.id}`));
    expect(after.status).toBe("archived");
    expect(after.revision).toBe(before.revision + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  ORGANIZATION_HEADER,
  PLAN_LIMIT_CODES,
  ZQuestionnaire,
  ZQuestionnaireAutocompleteResponse,
  ZQuestionnaireListResponse,
  type TMemberRole,
  type TQuestionInput,
  type TQuestionnaire,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { activities, questionnaires, questions } from "../../db/schema";
import {
  buildJob,
  buildListing,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  type BuiltMember,
} from "../../test/factories";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";
import { questionsOfVersion, selectableQuestionnaire } from "./questionnaires.service";

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = { db: t.database.db, now: t.now, config: t.config };
});
afterAll(() => t.app.close());

const BASE = "/capi/org/questionnaires";

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const post = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: "POST", url: BASE, headers, payload: payload as object });
const put = (id: number | string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: "PUT", url: `${BASE}/${id}`, headers, payload: payload as object });

const SINGLE: TQuestionInput = {
  type: "single_select",
  text: "Do you hold a Swiss driving licence B?",
  options: ["Yes", "No"],
  required: true,
  knock_out: true,
  expected_answers: ["Yes"],
};
const MULTI: TQuestionInput = {
  type: "multi_select",
  text: "Which languages do you speak?",
  options: ["German", "French", "Italian", "English"],
  required: false,
};
const FREE: TQuestionInput = { type: "free_text", text: "Why us?", required: false };

async function create(member: BuiltMember, body: { name: string; questions?: TQuestionInput[] }) {
  const res = await post(member.headers, { questions: [SINGLE, MULTI, FREE], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return ZQuestionnaire.parse(res.json());
}

function bodyOf(
  q: TQuestionnaire,
  changes: Partial<Record<"name" | "status", string>> & { questions?: unknown[] } = {},
) {
  return {
    id: q.id,
    name: q.name,
    status: q.status,
    questions: q.questions.map(({ id: _id, ...rest }) => rest),
    ...changes,
  };
}

const activitiesOf = (sourceId: number) =>
  t.database.db
    .select({ verb: activities.verb, subject: activities.subject, actor: activities.actorUserId })
    .from(activities)
    .where(and(eq(activities.sourceType, "questionnaire"), eq(activities.sourceId, sourceId)))
    .orderBy(asc(activities.id));

/** The ValidationError entries' locations, without the leading "body". */
function locations(res: { json: () => unknown }): string[] {
  const body = res.json() as { type: string; detail: { loc: (string | number)[] }[] };
  expect(body.type).toBe("ValidationError");
  return body.detail.map((d) => d.loc.slice(1).join("."));
}

describe("POST /capi/org/questionnaires", () => {
  it("creates an active questionnaire (version 1) with its questions in order and records the activity", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const created = await create(owner, { name: "  Fahrer Zürich  " });
    expect(created).toMatchObject({
      name: "Fahrer Zürich",
      status: "active",
      version: 1,
      listings_count: 0,
      questions: [
        { ...SINGLE, id: expect.any(Number) },
        { ...MULTI, knock_out: false, expected_answers: [], id: expect.any(Number) },
        { ...FREE, options: [], knock_out: false, expected_answers: [], id: expect.any(Number) },
      ],
    });
    const read = await get(`${BASE}/${created.id}`, owner.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(await activitiesOf(created.id)).toEqual([
      { verb: "created", subject: "Fahrer Zürich", actor: owner.user.id },
    ]);
  });

  it("refuses invalid names and question lists with the field's location", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const cases: [unknown, string[]][] = [
      [{ name: "A", questions: [FREE] }, ["name"]],
      [{ name: "x".repeat(121), questions: [FREE] }, ["name"]],
      [{ name: "Valid", questions: [] }, ["questions"]],
      [{ name: "Valid", questions: Array.from({ length: 51 }, () => FREE) }, ["questions"]],
      [{ name: "Valid", questions: [FREE, { ...FREE, text: "   " }] }, ["questions.1.text"]],
      [{ name: "Valid", questions: [{ ...FREE, type: "rating" }] }, ["questions.0.type"]],
      [{ name: "Valid", questions: [{ ...MULTI, options: ["A", " "] }] }, ["questions.0.options.1"]],
      [
        { name: "Valid", questions: [{ ...MULTI, options: Array.from({ length: 21 }, (_, i) => `O${i}`) }] },
        ["questions.0.options"],
      ],
      [{ name: "Valid", questions: [FREE], extra: 1 }, ["extra"]],
    ];
    for (const [payload, expected] of cases) {
      const res = await post(owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(locations(res)).toEqual(expected);
    }
  });

  it("enforces the rules between a question's fields, worded in the request's language", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const cases: [TQuestionInput, string][] = [
      [{ ...MULTI, options: ["Only one"] }, "questions.1.options"],
      [{ ...MULTI, options: ["German", "French", "german "] }, "questions.1.options.2"],
      [{ ...FREE, options: ["A", "B"] }, "questions.1.options"],
      [{ ...FREE, knock_out: true }, "questions.1.knock_out"],
      [{ ...SINGLE, expected_answers: [] }, "questions.1.expected_answers"],
      [{ ...SINGLE, expected_answers: ["Maybe"] }, "questions.1.expected_answers"],
      [{ ...SINGLE, knock_out: false, expected_answers: ["Yes"] }, "questions.1.expected_answers"],
      [{ ...SINGLE, expected_answers: ["Yes", "No"] }, "questions.1.expected_answers"],
    ];
    for (const [question, location] of cases) {
      const res = await post(owner.headers, { name: "Rules", questions: [FREE, question] });
      expect(res.statusCode, location).toBe(400);
      expect(locations(res)).toEqual([location]);
    }
    const german = await post(
      { ...owner.headers, "accept-language": "de-CH" },
      { name: "Regeln", questions: [{ ...MULTI, options: ["Nur eine"] }] },
    );
    expect(german.json().detail[0].msg).toBe("Gib mindestens 2 Antwortoptionen an.");
    const english = await post(
      { ...owner.headers, "accept-language": "en" },
      { name: "Rules", questions: [{ ...MULTI, options: ["Only one"] }] },
    );
    expect(english.json().detail[0].msg).toBe("Give at least 2 options to choose from.");
    // A multi select may expect every option (the applicant must tick them all).
    await create(owner, {
      name: "All of them",
      questions: [{ ...MULTI, knock_out: true, expected_answers: MULTI.options }],
    });
    expect(await t.database.db.select().from(questionnaires).where(eq(questionnaires.name, "Rules"))).toEqual([]);
  });

  it("refuses a free organisation's second active questionnaire, counting archived ones out", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const first = await create(owner, { name: "First" });

    const refused = await post(owner.headers, { name: "Second", questions: [FREE] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: PLAN_LIMIT_CODES.questionnaires });
    expect(refused.json().detail).toMatch(/1/);

    expect((await put(first.id, owner.headers, bodyOf(first, { status: "archived" }))).statusCode).toBe(200);
    const second = await create(owner, { name: "Second" });
    // Reactivating the first would make two active ones.
    const archivedFirst = ZQuestionnaire.parse((await get(`${BASE}/${first.id}`, owner.headers)).json());
    const reactivate = await put(first.id, owner.headers, bodyOf(archivedFirst, { status: "active" }));
    expect(reactivate.statusCode).toBe(400);
    expect(reactivate.json()).toMatchObject({ type: "ServiceError", code: PLAN_LIMIT_CODES.questionnaires });
    expect((await get(`${BASE}/${first.id}`, owner.headers)).json().status).toBe("archived");
    // …but editing the archived one is fine.
    const renamed = await put(first.id, owner.headers, bodyOf(archivedFirst, { name: "First, renamed" }));
    expect(renamed.statusCode).toBe(200);
    expect(second.status).toBe("active");
  });

  it("lets only one of parallel creations take a free organisation's last place", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const answers = await Promise.all(
      [1, 2, 3].map((n) => post(owner.headers, { name: `Parallel ${n}`, questions: [FREE] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const list = ZQuestionnaireListResponse.parse((await get(BASE, owner.headers)).json());
    expect(list.count).toBe(1);
  });

  it("has no limit on paid plans", async () => {
    for (const plan of ["pro", "recruiter", "enterprise"] as const) {
      const owner = await buildOrganization(t, { plan });
      for (let i = 0; i < 3; i++) await create(owner, { name: `Q ${plan} ${i}`, questions: [FREE] });
    }
  });
});

describe("GET /capi/org/questionnaires", () => {
  it("filters by query (words, accents and case ignored) and by status (a list)", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const other = await buildOrganization(t, { plan: "pro" });
    const zurich = await create(owner, { name: "Chauffeur Zürich" });
    const bern = await create(owner, { name: "Chauffeur Bern" });
    const office = await create(owner, { name: "Büro 50%_Pensum" });
    await put(bern.id, owner.headers, bodyOf(bern, { status: "archived" }));
    await create(other, { name: "Chauffeur Zürich" });

    const names = async (query: string) => {
      const res = await get(`${BASE}?${query}`, owner.headers);
      expect(res.statusCode, query).toBe(200);
      const body = ZQuestionnaireListResponse.parse(res.json());
      expect(body.count).toBe(body.items.length);
      return body.items.map((i) => i.name).sort();
    };
    expect(await names("")).toEqual(["Büro 50%_Pensum", "Chauffeur Bern", "Chauffeur Zürich"]);
    expect(await names("query=zurich")).toEqual(["Chauffeur Zürich"]);
    expect(await names("query=CHAUFFEUR%20zür")).toEqual(["Chauffeur Zürich"]);
    expect(await names("query=chauffeur")).toEqual(["Chauffeur Bern", "Chauffeur Zürich"]);
    expect(await names("query=%25")).toEqual(["Büro 50%_Pensum"]);
    expect(await names("query=_")).toEqual(["Büro 50%_Pensum"]);
    expect(await names("query=nothing")).toEqual([]);
    expect(await names("status=active")).toEqual(["Büro 50%_Pensum", "Chauffeur Zürich"]);
    expect(await names("status=archived")).toEqual(["Chauffeur Bern"]);
    expect(await names("status=active,archived")).toEqual(await names(""));
    expect(await names("status=active&status=archived&query=chauffeur")).toEqual([
      "Chauffeur Bern",
      "Chauffeur Zürich",
    ]);
    expect(await names("status=")).toEqual(await names(""));

    for (const bad of ["status=deleted", "limit=51", "limit=0", "offset=-1", "order_by=id", "unknown=1"]) {
      expect((await get(`${BASE}?${bad}`, owner.headers)).statusCode, bad).toBe(400);
    }
    expect(zurich.id).not.toBe(office.id);
  });

  it("pages by 50, newest change first, with the count of all", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const start = t.now().getTime();
    for (let i = 0; i < 52; i++) {
      await buildQuestionnaire(t, {
        organization: owner,
        name: `Bulk ${String(i).padStart(2, "0")}`,
        updatedAt: new Date(start - i * 60_000),
      });
    }
    const first = ZQuestionnaireListResponse.parse((await get(BASE, owner.headers)).json());
    expect(first.count).toBe(52);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.name).toBe("Bulk 00");
    const second = ZQuestionnaireListResponse.parse((await get(`${BASE}?offset=50`, owner.headers)).json());
    expect(second.items.map((i) => i.name)).toEqual(["Bulk 50", "Bulk 51"]);
    expect(second.count).toBe(52);
    const byName = ZQuestionnaireListResponse.parse(
      (await get(`${BASE}?order_by=-name&limit=2`, owner.headers)).json(),
    );
    expect(byName.items.map((i) => i.name)).toEqual(["Bulk 51", "Bulk 50"]);
  });

  it("counts the questions of the current version, the knock-outs and the listings using it", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const q = await create(owner, { name: "Counted" });
    await buildListing(t, { organization: owner, questionnaireId: q.id });
    await buildListing(t, { organization: owner, questionnaireId: q.id, status: "archived" });
    await put(q.id, owner.headers, bodyOf(q, { questions: [FREE] }));
    const [summary] = ZQuestionnaireListResponse.parse((await get(BASE, owner.headers)).json()).items;
    expect(summary).toMatchObject({ id: q.id, version: 2, question_count: 1, knock_out_count: 0, listings_count: 2 });
    expect((await get(`${BASE}/${q.id}`, owner.headers)).json().listings_count).toBe(2);
  });
});

describe("PUT /capi/org/questionnaires/{id}", () => {
  it("writes changed questions as a new version and keeps the old rows readable", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const v1 = await create(owner, { name: "Versioned" });
    const rowsOf = (version: number) =>
      t.database.db
        .select()
        .from(questions)
        .where(and(eq(questions.questionnaireId, v1.id), eq(questions.version, version)))
        .orderBy(asc(questions.position));
    const oldRows = await rowsOf(1);

    // Reordered, one changed, one added.
    const changed = [FREE, { ...SINGLE, text: "Driving licence B or BE?" }, MULTI, { ...FREE, text: "Start date?" }];
    const res = await put(v1.id, owner.headers, bodyOf(v1, { questions: changed }));
    expect(res.statusCode, res.body).toBe(200);
    const v2 = ZQuestionnaire.parse(res.json());
    expect(v2.version).toBe(2);
    expect(v2.questions.map((q) => q.text)).toEqual([FREE.text, "Driving licence B or BE?", MULTI.text, "Start date?"]);
    expect(v2.questions.some((q) => v1.questions.some((old) => old.id === q.id))).toBe(false);

    expect(await rowsOf(1)).toEqual(oldRows);
    expect(await questionsOfVersion(ctx, v1.id, 1)).toEqual(v1.questions);
    expect(await questionsOfVersion(ctx, v1.id, 2)).toEqual(v2.questions);
    expect(await questionsOfVersion(ctx, v1.id, 3)).toEqual([]);
    expect((await get(`${BASE}/${v1.id}`, owner.headers)).json()).toEqual(v2);
    expect((await activitiesOf(v1.id)).map((a) => a.verb)).toEqual(["created", "updated"]);
  });

  it("keeps the version for a new name, and changes nothing for an unchanged body", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const q = await create(owner, { name: "Before" });

    const same = await put(q.id, owner.headers, bodyOf(q));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(q);

    const renamed = ZQuestionnaire.parse((await put(q.id, owner.headers, bodyOf(q, { name: "After" }))).json());
    expect(renamed).toMatchObject({ name: "After", version: 1, questions: q.questions });
    expect(await activitiesOf(q.id)).toEqual([
      { verb: "created", subject: "Before", actor: owner.user.id },
      { verb: "updated", subject: "After", actor: owner.user.id },
    ]);
    expect(
      await t.database.db.select({ id: questions.id }).from(questions).where(eq(questions.questionnaireId, q.id)),
    ).toHaveLength(3);
  });

  it("archives and reactivates (active ↔ archived) without a new version, each with its activity", async () => {
    const owner = await buildOrganization(t, { plan: "free" });
    const q = await create(owner, { name: "Toggle" });
    const listing = await buildListing(t, { organization: owner, questionnaireId: q.id });

    const archived = ZQuestionnaire.parse((await put(q.id, owner.headers, bodyOf(q, { status: "archived" }))).json());
    expect(archived).toMatchObject({ status: "archived", version: 1, listings_count: 1 });
    // The listing keeps it; new listings cannot pick it.
    const forListing = await get(`${BASE}/for-listing/${listing.id}`, owner.headers);
    expect(forListing.json()).toMatchObject({ id: q.id, status: "archived" });
    expect(await selectableQuestionnaire(ctx, owner.organization.id, q.id)).toBeUndefined();

    const active = ZQuestionnaire.parse(
      (await put(q.id, owner.headers, bodyOf(archived, { status: "active" }))).json(),
    );
    expect(active).toMatchObject({ status: "active", version: 1 });
    expect(await selectableQuestionnaire(ctx, owner.organization.id, q.id)).toEqual({
      id: q.id,
      name: "Toggle",
      version: 1,
    });
    expect((await activitiesOf(q.id)).map((a) => a.verb)).toEqual(["created", "archived", "reopened"]);

    const both = await put(q.id, owner.headers, bodyOf(active, { status: "archived", name: "Toggle 2" }));
    expect(both.json()).toMatchObject({ status: "archived", name: "Toggle 2" });
    expect((await activitiesOf(q.id)).map((a) => a.verb)).toEqual([
      "created",
      "archived",
      "reopened",
      "updated",
      "archived",
    ]);
  });

  it("refuses an id that is not the path's, an unknown status and rule violations", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const q = await create(owner, { name: "Strict" });
    const other = await create(owner, { name: "Other" });

    const mismatch = await put(q.id, owner.headers, { ...bodyOf(q), id: other.id });
    expect(mismatch.statusCode).toBe(400);
    expect(locations(mismatch)).toEqual(["id"]);
    expect(locations(await put(q.id, owner.headers, bodyOf(q, { status: "deleted" })))).toEqual(["status"]);
    expect(locations(await put(q.id, owner.headers, { name: q.name, status: q.status, questions: [FREE] }))).toEqual([
      "id",
    ]);
    const rule = await put(q.id, owner.headers, bodyOf(q, { questions: [FREE, FREE, { ...MULTI, options: ["A"] }] }));
    expect(locations(rule)).toEqual(["questions.2.options"]);
    expect((await get(`${BASE}/${q.id}`, owner.headers)).json()).toEqual(q);
    expect((await get(`${BASE}/${other.id}`, owner.headers)).json().name).toBe("Other");
  });
});

describe("GET /capi/org/questionnaires/autocomplete", () => {
  it("answers up to 10 active questionnaires whose name matches, by name, with the count of all", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const other = await buildOrganization(t, { plan: "pro" });
    for (let i = 11; i >= 0; i--)
      await buildQuestionnaire(t, { organization: owner, name: `Lager ${String(i).padStart(2, "0")}` });
    await buildQuestionnaire(t, { organization: owner, name: "Lager archiviert", status: "archived" });
    await buildQuestionnaire(t, { organization: owner, name: "Büro", questions: [{}, {}] });
    await buildQuestionnaire(t, { organization: other, name: "Lager fremd" });

    const res = await get(`${BASE}/autocomplete?query=lager`, owner.headers);
    expect(res.statusCode).toBe(200);
    const body = ZQuestionnaireAutocompleteResponse.parse(res.json());
    expect(body.count).toBe(12);
    expect(body.items.map((i) => i.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lager ${String(i).padStart(2, "0")}`),
    );
    expect(body.items[0]).toEqual({ id: expect.any(Number), name: "Lager 00", status: "active", question_count: 1 });

    const buro = ZQuestionnaireAutocompleteResponse.parse(
      (await get(`${BASE}/autocomplete?query=buro`, owner.headers)).json(),
    );
    expect(buro).toEqual({
      items: [{ id: expect.any(Number), name: "Büro", status: "active", question_count: 2 }],
      count: 1,
    });
    const all = ZQuestionnaireAutocompleteResponse.parse((await get(`${BASE}/autocomplete`, owner.headers)).json());
    expect(all.count).toBe(13);
    expect(all.items[0]?.name).toBe("Büro");
    expect((await get(`${BASE}/autocomplete?query=${"x".repeat(201)}`, owner.headers)).statusCode).toBe(400);
  });
});

describe("GET /capi/org/questionnaires/for-listing/{id} and for-job/{id}", () => {
  it("answers the listing's questionnaire in its current version, or null when it has none", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const q = await create(owner, { name: "For listings" });
    const job = await buildJob(t, { organization: owner });
    const withQuestionnaire = await buildListing(t, { job, questionnaireId: q.id });
    const without = await buildListing(t, { job });

    const edited = ZQuestionnaire.parse((await put(q.id, owner.headers, bodyOf(q, { questions: [FREE] }))).json());
    const res = await get(`${BASE}/for-listing/${withQuestionnaire.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(edited);
    const none = await get(`${BASE}/for-listing/${without.id}`, owner.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it("answers the questionnaire of the job's most recent listing that has one, or null", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const older = await create(owner, { name: "Older" });
    const newer = await create(owner, { name: "Newer" });
    const job = await buildJob(t, { organization: owner });
    const at = (minutes: number) => new Date(t.now().getTime() + minutes * 60_000);
    await buildListing(t, { job, questionnaireId: older.id, createdAt: at(-30) });
    await buildListing(t, { job, questionnaireId: newer.id, createdAt: at(-20) });
    await buildListing(t, { job, createdAt: at(-10) });

    const res = await get(`${BASE}/for-job/${job.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: newer.id, name: "Newer" });

    const bare = await buildJob(t, { organization: owner });
    const none = await get(`${BASE}/for-job/${bare.id}`, owner.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });
});

describe("isolation and roles", () => {
  it("answers 404 for every id of another organisation, and for ids that are no ids", async () => {
    const mine = await buildOrganization(t, { plan: "pro" });
    const theirs = await buildOrganization(t, { plan: "pro" });
    const foreign = await create(theirs, { name: "Theirs" });
    const foreignJob = await buildJob(t, { organization: theirs });
    const foreignListing = await buildListing(t, { job: foreignJob, questionnaireId: foreign.id });

    const calls = [
      () => get(`${BASE}/${foreign.id}`, mine.headers),
      () => put(foreign.id, mine.headers, bodyOf(foreign, { name: "Stolen" })),
      () => put(foreign.id, mine.headers, bodyOf(foreign, { status: "archived" })),
      () => get(`${BASE}/for-listing/${foreignListing.id}`, mine.headers),
      () => get(`${BASE}/for-job/${foreignJob.id}`, mine.headers),
      ...["999999999", "abc", "0", "1.5", "-3"].flatMap((id) => [
        () => get(`${BASE}/${id}`, mine.headers),
        () => get(`${BASE}/for-listing/${id}`, mine.headers),
        () => get(`${BASE}/for-job/${id}`, mine.headers),
      ]),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    expect((await get(`${BASE}/${foreign.id}`, theirs.headers)).json()).toMatchObject({
      name: "Theirs",
      status: "active",
      questions: foreign.questions,
    });
    expect(await activitiesOf(foreign.id)).toHaveLength(1);
  });

  it("needs a session (401) and a membership of the named organisation (404)", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const q = await create(owner, { name: "Members only" });
    const seeker = await buildSession(t);
    const urls = [BASE, `${BASE}/${q.id}`, `${BASE}/autocomplete`];
    for (const url of urls) {
      const signedOut = await get(url, { ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug });
      expect(signedOut.statusCode).toBe(401);
      const stranger = await get(url, { ...seeker.headers, [ORGANIZATION_HEADER]: owner.organization.slug });
      expect(stranger.statusCode).toBe(404);
    }
    const signedOutPost = await post(
      { ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug },
      { name: "x", questions: [] },
    );
    expect(signedOutPost.statusCode).toBe(401);
  });

  it("lets owners, admins and recruiters do every call", async () => {
    const roles: TMemberRole[] = ["owner", "admin", "recruiter"];
    for (const role of roles) {
      const member = await buildOrganization(t, { role, plan: "pro" });
      const q = await create(member, { name: `By ${role}` });
      const job = await buildJob(t, { organization: member });
      const listing = await buildListing(t, { job, questionnaireId: q.id });
      const answers = await Promise.all([
        get(BASE, member.headers),
        get(`${BASE}/${q.id}`, member.headers),
        put(q.id, member.headers, bodyOf(q, { name: `By ${role}, edited` })),
        get(`${BASE}/autocomplete?query=by`, member.headers),
        get(`${BASE}/for-listing/${listing.id}`, member.headers),
        get(`${BASE}/for-job/${job.id}`, member.headers),
      ]);
      expect(
        answers.map((a) => a.statusCode),
        role,
      ).toEqual([200, 200, 200, 200, 200, 200]);
    }
  });
});

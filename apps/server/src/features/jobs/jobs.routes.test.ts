import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  JOB_TEXT_MAX,
  ORGANIZATION_HEADER,
  ZOrgJob,
  ZOrgJobsResponse,
  type TJobStatus,
  type TMemberRole,
  type TOrgJob,
} from "@jobatlas/contract";
import { activities, jobs, notifications } from "../../db/schema";
import {
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildSession,
  type BuiltMember,
} from "../../test/factories";
import { buildTestApp, csrfHeaders, waitForSearchIndex, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await waitForSearchIndex(t);
});
afterAll(() => t.app.close());

const ROLES: TMemberRole[] = ["owner", "admin", "recruiter"];
const STATUSES: TJobStatus[] = ["planned", "active", "archived"];

type Headers = Record<string, string>;
const list = (headers: Headers, query = "") => t.app.inject({ url: `/capi/org/jobs${query}`, headers });
const getJob = (headers: Headers, id: number | string) => t.app.inject({ url: `/capi/org/jobs/${id}`, headers });
const createJob = (headers: Headers, payload: object) =>
  t.app.inject({ method: "POST", url: "/capi/org/jobs", headers, payload });
const putJob = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/capi/org/jobs/${id}`, headers, payload });

const jobActivities = (jobId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.sourceType, "job"), eq(activities.sourceId, jobId)))
    .orderBy(activities.id);

async function created(member: BuiltMember, payload: object = {}): Promise<TOrgJob> {
  const res = await createJob(member.headers, { title: "Bäcker/in EFZ", language: "de", ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return ZOrgJob.parse(res.json());
}

function titles(body: unknown): string[] {
  return ZOrgJobsResponse.parse(body).items.map((job) => job.title);
}

describe("POST /capi/org/jobs", () => {
  it("creates a planned job with empty texts from a title and a language, and records 'created' once", async () => {
    const owner = await buildOrganization(t, { role: "owner" });
    const colleague = await buildMember(t, owner.organization, { role: "recruiter" });
    const res = await createJob(owner.headers, { title: "  Bäcker/in EFZ  ", language: "de" });
    expect(res.statusCode).toBe(201);
    const job = ZOrgJob.parse(res.json());
    expect(job).toMatchObject({
      title: "Bäcker/in EFZ",
      language: "de",
      status: "planned",
      role_and_responsibilities: "",
      requirements: "",
      team_description: "",
      benefits: "",
      active_listings_count: 0,
    });
    expect(job.created_at).toBe(job.updated_at);

    const got = await getJob(owner.headers, job.id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(job);

    const written = await jobActivities(job.id);
    expect(written).toMatchObject([
      { verb: "created", subject: "Bäcker/in EFZ", actorUserId: owner.user.id, organizationId: owner.organization.id },
    ]);
    // Each other member is notified of it; the owner who created it is not (ADR 057).
    const notified = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.activityId, written[0]!.id));
    expect(notified.map((n) => n.userId)).toEqual([colleague.user.id]);
  });

  it("creates an active job with its texts when asked, but never an archived one", async () => {
    const owner = await buildOrganization(t);
    const job = await created(owner, {
      title: "Konditor/in",
      language: "fr",
      status: "active",
      role_and_responsibilities: "Sie **backen**.",
      requirements: "- Lehre\n- Freude",
      team_description: "Fünf Leute.",
      benefits: "Brot gratis.",
    });
    expect(job).toMatchObject({
      status: "active",
      language: "fr",
      role_and_responsibilities: "Sie **backen**.",
      requirements: "- Lehre\n- Freude",
      team_description: "Fünf Leute.",
      benefits: "Brot gratis.",
    });
    expect((await jobActivities(job.id)).map((a) => a.verb)).toEqual(["created"]);

    const archived = await createJob(owner.headers, { title: "Konditor/in", language: "de", status: "archived" });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "status"] }] });
  });

  it("refuses what the contract refuses, per field, in the request's language, and writes nothing", async () => {
    const owner = await buildOrganization(t);
    const long = "x".repeat(JOB_TEXT_MAX + 1);
    const cases: [object, string][] = [
      [{ title: "B", language: "de" }, "title"],
      [{ title: "   B   ", language: "de" }, "title"],
      [{ title: "B".repeat(151), language: "de" }, "title"],
      [{ language: "de" }, "title"],
      [{ title: "Bäcker", language: "es" }, "language"],
      [{ title: "Bäcker" }, "language"],
      [{ title: "Bäcker", language: "de", role_and_responsibilities: long }, "role_and_responsibilities"],
      [{ title: "Bäcker", language: "de", requirements: long }, "requirements"],
      [{ title: "Bäcker", language: "de", team_description: long }, "team_description"],
      [{ title: "Bäcker", language: "de", benefits: long }, "benefits"],
      [{ title: "Bäcker", language: "de", benefits: 5 }, "benefits"],
      [{ title: "Bäcker", language: "de", salary: 5 }, "salary"],
    ];
    for (const [payload, field] of cases) {
      const res = await createJob({ ...owner.headers, "accept-language": "de" }, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { type: string; detail: { loc: string[]; msg: string }[] };
      expect(body.type).toBe("ValidationError");
      expect(body.detail.map((d) => d.loc.at(-1))).toContain(field);
    }
    const tooShort = await createJob({ ...owner.headers, "accept-language": "en" }, { title: "B", language: "de" });
    expect(tooShort.json().detail).toEqual([{ loc: ["body", "title"], msg: "Enter at least 2 characters." }]);
    const tooShortDe = await createJob({ ...owner.headers, "accept-language": "de" }, { title: "B", language: "de" });
    expect(tooShortDe.json().detail).toEqual([{ loc: ["body", "title"], msg: "Gib mindestens 2 Zeichen ein." }]);

    // NUL characters cannot be stored: refused before anything else.
    const nul = await t.app.inject({
      method: "POST",
      url: "/capi/org/jobs",
      headers: { ...owner.headers, "content-type": "application/json" },
      payload: '{"title":"Bäcker","language":"de","benefits":"a\\u0000b"}',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "__root__"] }] });

    expect((await list(owner.headers)).json()).toEqual({ items: [], count: 0 });
    // The limits themselves are allowed.
    const longest = await created(owner, {
      title: "B".repeat(150),
      role_and_responsibilities: "x".repeat(JOB_TEXT_MAX),
    });
    expect(longest.role_and_responsibilities).toHaveLength(JOB_TEXT_MAX);
  });

  it("stores hostile Markdown exactly as written and answers it verbatim (clients render it inert)", async () => {
    const owner = await buildOrganization(t);
    const hostile = [
      "Wir sind **freundlich**.",
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "[click](javascript:alert(1))",
    ].join("\n\n");
    const job = await created(owner, {
      title: "Entwickler <script>alert(1)</script>",
      role_and_responsibilities: hostile,
      requirements: hostile,
      team_description: hostile,
      benefits: hostile,
    });
    const got = (await getJob(owner.headers, job.id)).json() as TOrgJob;
    expect(got.title).toBe("Entwickler <script>alert(1)</script>");
    for (const text of [got.role_and_responsibilities, got.requirements, got.team_description, got.benefits]) {
      expect(text).toBe(hostile);
    }
    const res = await getJob(owner.headers, job.id);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("GET /capi/org/jobs", () => {
  it("pages by 50, newest change first, with the total, and only the organisation's own jobs", async () => {
    const owner = await buildOrganization(t);
    const other = await buildOrganization(t);
    await buildJob(t, { organizationId: other.organization.id, title: "Fremde Stelle" });
    const start = Date.now() - 1000 * 60 * 60;
    for (let i = 0; i < 51; i++) {
      const at = new Date(start + i * 1000);
      await buildJob(t, {
        organizationId: owner.organization.id,
        title: `Stelle ${String(i).padStart(2, "0")}`,
        createdAt: at,
        updatedAt: at,
      });
    }
    const first = await list(owner.headers);
    expect(first.statusCode).toBe(200);
    const page1 = ZOrgJobsResponse.parse(first.json());
    expect(page1.count).toBe(51);
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]?.title).toBe("Stelle 50");
    expect(page1.items.at(-1)?.title).toBe("Stelle 01");
    expect(page1.items[0]).toEqual({
      id: expect.any(Number),
      title: "Stelle 50",
      status: "active",
      language: "de",
      updated_at: expect.any(String),
      created_at: expect.any(String),
      active_listings_count: 0,
    });
    // A summary carries no texts.
    expect(page1.items[0]).not.toHaveProperty("requirements");

    const page2 = ZOrgJobsResponse.parse((await list(owner.headers, "?offset=50")).json());
    expect(page2).toMatchObject({ count: 51, items: [{ title: "Stelle 00" }] });
    expect(titles((await list(owner.headers, "?limit=2&offset=1")).json())).toEqual(["Stelle 49", "Stelle 48"]);
    expect(titles((await list(owner.headers, "?limit=2&order_by=title")).json())).toEqual(["Stelle 00", "Stelle 01"]);
    expect(titles((await list(owner.headers, "?limit=1&order_by=created_at")).json())).toEqual(["Stelle 00"]);

    for (const bad of ["?limit=51", "?limit=0", "?offset=-1", "?order_by=status", "?page=2"]) {
      const res = await list(owner.headers, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().type).toBe("ValidationError");
    }
  });

  it("filters by status: one, repeated, comma-separated; an unknown status is refused", async () => {
    const owner = await buildOrganization(t);
    for (const status of STATUSES) await buildJob(t, { organizationId: owner.organization.id, title: status, status });
    const sorted = async (query: string) => titles((await list(owner.headers, query)).json()).sort();
    expect(await sorted("?status=planned")).toEqual(["planned"]);
    expect(await sorted("?status=active")).toEqual(["active"]);
    expect(await sorted("?status=archived")).toEqual(["archived"]);
    expect(await sorted("?status=planned&status=archived")).toEqual(["archived", "planned"]);
    expect(await sorted("?status=planned,active")).toEqual(["active", "planned"]);
    expect(await sorted("?status=planned,active&status=archived")).toEqual(["active", "archived", "planned"]);
    expect(await sorted("")).toEqual(["active", "archived", "planned"]);
    expect((await list(owner.headers, "?status=planned")).json().count).toBe(1);
    const bad = await list(owner.headers, "?status=deleted");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["query", "status"] }] });
  });

  it("finds by query in title and texts, every word, case- and accent-insensitive; wildcards are plain text", async () => {
    const owner = await buildOrganization(t);
    const base = { organizationId: owner.organization.id, roleAndResponsibilities: "", requirements: "" };
    await buildJob(t, { ...base, title: "Filialleiterin Zürich", status: "active" });
    await buildJob(t, {
      ...base,
      title: "Koch",
      requirements: "Erfahrung in der Crème-brûlée-Küche",
      status: "planned",
    });
    await buildJob(t, { ...base, title: "Verkäufer", teamDescription: "Team in ZÜRICH Oerlikon", status: "archived" });
    await buildJob(t, { ...base, title: "Rabatt 100% Stelle", benefits: "Gratis Kaffee", status: "planned" });

    const found = async (query: string) =>
      titles((await list(owner.headers, `?query=${encodeURIComponent(query)}`)).json()).sort();
    expect(await found("zurich")).toEqual(["Filialleiterin Zürich", "Verkäufer"]);
    expect(await found("ZÜRICH")).toEqual(["Filialleiterin Zürich", "Verkäufer"]);
    expect(await found("creme brulee")).toEqual(["Koch"]);
    expect(await found("verkaufer")).toEqual(["Verkäufer"]);
    expect(await found("zürich oerlikon")).toEqual(["Verkäufer"]);
    expect(await found("kaffee")).toEqual(["Rabatt 100% Stelle"]);
    expect(await found("100%")).toEqual(["Rabatt 100% Stelle"]);
    expect(await found("%")).toEqual(["Rabatt 100% Stelle"]);
    expect(await found("_")).toEqual([]);
    expect(await found("Pilot")).toEqual([]);
    expect(await found("   ")).toHaveLength(4);
    // With the status filter.
    expect(titles((await list(owner.headers, "?query=zurich&status=archived")).json())).toEqual(["Verkäufer"]);
    expect((await list(owner.headers, "?query=zurich&status=planned")).json()).toEqual({ items: [], count: 0 });
    expect((await list(owner.headers, `?query=${"x".repeat(201)}`)).statusCode).toBe(400);
  });

  it("counts each job's active listings, not its planned or archived ones", async () => {
    const owner = await buildOrganization(t);
    const job = await buildJob(t, { organizationId: owner.organization.id });
    await buildListing(t, { job, status: "active" });
    await buildListing(t, { job, status: "active" });
    await buildListing(t, { job, status: "archived" });
    await buildListing(t, { job, status: "planned" });
    expect((await list(owner.headers)).json().items[0].active_listings_count).toBe(2);
    expect((await getJob(owner.headers, job.id)).json().active_listings_count).toBe(2);
  });
});

describe("PUT /capi/org/jobs/{job_id}", () => {
  it("changes only the fields sent, records 'updated' once per change, and nothing for a change to nothing", async () => {
    const owner = await buildOrganization(t);
    const job = await created(owner, { title: "Bäcker/in", requirements: "Lehre" });
    const res = await putJob(owner.headers, job.id, {
      id: job.id,
      title: "Bäcker/in EFZ 80–100%",
      language: "en",
      role_and_responsibilities: "## Aufgaben\n\n- Brot",
      team_description: "Fünf Leute",
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = ZOrgJob.parse(res.json());
    expect(updated).toMatchObject({
      id: job.id,
      title: "Bäcker/in EFZ 80–100%",
      language: "en",
      status: "planned",
      role_and_responsibilities: "## Aufgaben\n\n- Brot",
      requirements: "Lehre",
      team_description: "Fünf Leute",
      benefits: "",
      created_at: job.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(job.updated_at));
    expect((await getJob(owner.headers, job.id)).json()).toEqual(updated);
    expect((await jobActivities(job.id)).map((a) => [a.verb, a.subject])).toEqual([
      ["created", "Bäcker/in"],
      ["updated", "Bäcker/in EFZ 80–100%"],
    ]);

    // The same values again, or just the id: no change, no activity, the same updated_at.
    for (const payload of [{ id: job.id, title: "Bäcker/in EFZ 80–100%", requirements: "Lehre" }, { id: job.id }]) {
      const same = await putJob(owner.headers, job.id, payload);
      expect(same.statusCode).toBe(200);
      expect(same.json()).toEqual(updated);
    }
    expect(await jobActivities(job.id)).toHaveLength(2);

    // An invalid field changes nothing.
    const bad = await putJob(owner.headers, job.id, { id: job.id, title: "x", benefits: "neu" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "title"] }] });
    expect((await getJob(owner.headers, job.id)).json().benefits).toBe("");
  });

  it("refuses a body whose id is not the path's, or that has none", async () => {
    const owner = await buildOrganization(t);
    const job = await created(owner);
    const other = await created(owner, { title: "Andere Stelle" });
    const mismatch = await putJob({ ...owner.headers, "accept-language": "en" }, job.id, {
      id: other.id,
      title: "Geändert",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "id"], msg: "The id must be the id of the job in the address." }],
    });
    const missing = await putJob(owner.headers, job.id, { title: "Geändert" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "id"] }] });
    expect((await getJob(owner.headers, job.id)).json().title).toBe(job.title);
    expect((await getJob(owner.headers, other.id)).json().title).toBe("Andere Stelle");
  });

  const ALLOWED: [TJobStatus, TJobStatus, string][] = [
    ["planned", "active", "activated"],
    ["planned", "archived", "archived"],
    ["active", "archived", "archived"],
    ["archived", "active", "reopened"],
  ];
  it.each(ALLOWED)("allows %s → %s and records '%s' once", async (from, to, verb) => {
    const owner = await buildOrganization(t, { role: "recruiter" });
    const job = await buildJob(t, { organizationId: owner.organization.id, status: from, title: "Gärtner/in" });
    const res = await putJob(owner.headers, job.id, { id: job.id, status: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, status: to });
    expect((await getJob(owner.headers, job.id)).json().status).toBe(to);
    expect(await jobActivities(job.id)).toMatchObject([{ verb, subject: "Gärtner/in", actorUserId: owner.user.id }]);
  });

  const REFUSED: [TJobStatus, TJobStatus][] = [
    ["active", "planned"],
    ["archived", "planned"],
  ];
  it.each(REFUSED)("refuses %s → %s with ServiceError invalid_transition and changes nothing", async (from, to) => {
    const owner = await buildOrganization(t);
    const job = await buildJob(t, { organizationId: owner.organization.id, status: from, title: "Gärtner/in" });
    const res = await putJob(owner.headers, job.id, { id: job.id, status: to, title: "Neuer Titel" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
    expect(res.json().detail).toEqual(expect.any(String));
    expect((await getJob(owner.headers, job.id)).json()).toMatchObject({ status: from, title: "Gärtner/in" });
    expect(await jobActivities(job.id)).toEqual([]);
  });

  it("covers every pair of statuses: the four transitions of docs/domain.md §4, the same status as no change", async () => {
    const owner = await buildOrganization(t);
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const job = await buildJob(t, { organizationId: owner.organization.id, status: from });
        const res = await putJob(owner.headers, job.id, { id: job.id, status: to });
        const allowed = ALLOWED.some(([f, tt]) => f === from && tt === to);
        const refused = REFUSED.some(([f, tt]) => f === from && tt === to);
        expect(allowed || refused || from === to, `${from} → ${to} is covered`).toBe(true);
        expect(res.statusCode, `${from} → ${to}`).toBe(refused ? 400 : 200);
        expect(await jobActivities(job.id), `${from} → ${to}`).toHaveLength(allowed ? 1 : 0);
      }
    }
  });

  it("writes one status activity when a change of texts comes with a status change", async () => {
    const owner = await buildOrganization(t);
    const job = await created(owner, { title: "Maler/in" });
    const res = await putJob(owner.headers, job.id, { id: job.id, status: "active", title: "Maler/in EFZ" });
    expect(res.json()).toMatchObject({ status: "active", title: "Maler/in EFZ" });
    expect((await jobActivities(job.id)).map((a) => [a.verb, a.subject])).toEqual([
      ["created", "Maler/in"],
      ["activated", "Maler/in EFZ"],
    ]);
  });

  it("applies parallel changes one after another: two archives of one job archive it once", async () => {
    const owner = await buildOrganization(t);
    const job = await buildJob(t, { organizationId: owner.organization.id, status: "active" });
    const results = await Promise.all([
      putJob(owner.headers, job.id, { id: job.id, status: "archived" }),
      putJob(owner.headers, job.id, { id: job.id, status: "archived" }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await jobActivities(job.id)).map((a) => a.verb)).toEqual(["archived"]);
  });
});

describe("who may act on jobs", () => {
  it.each(ROLES)("a %s manages the organisation's jobs: list, create, read, change", async (role) => {
    const member = await buildOrganization(t, { role });
    const job = await created(member, { title: `Stelle für ${role}` });
    expect(titles((await list(member.headers)).json())).toEqual([`Stelle für ${role}`]);
    expect((await getJob(member.headers, job.id)).statusCode).toBe(200);
    const res = await putJob(member.headers, job.id, { id: job.id, status: "active" });
    expect(res.statusCode).toBe(200);
    expect((await jobActivities(job.id)).map((a) => [a.verb, a.actorUserId])).toEqual([
      ["created", member.user.id],
      ["activated", member.user.id],
    ]);
  });

  it("answers 404 for another organisation's job, unknown ids and non-ids, on GET and PUT, changing nothing", async () => {
    const owner = await buildOrganization(t);
    const other = await buildOrganization(t);
    const foreign = await buildJob(t, { organizationId: other.organization.id, status: "planned", title: "Fremd" });
    for (const id of [String(foreign.id), "999999", "abc", "0", "1.5", "99999999999999999999"]) {
      const got = await getJob(owner.headers, id);
      expect(got.statusCode, `GET ${id}`).toBe(404);
      expect(got.json()).toMatchObject({ type: "NotFound" });
      const numeric = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : 1;
      const put = await putJob(owner.headers, id, { id: numeric, status: "active", title: "Gekapert" });
      expect(put.statusCode, `PUT ${id}`).toBe(404);
    }
    expect((await getJob(other.headers, foreign.id)).json()).toMatchObject({ status: "planned", title: "Fremd" });
    expect(await jobActivities(foreign.id)).toEqual([]);
    expect(titles((await list(owner.headers)).json())).toEqual([]);
  });

  it("answers 401 signed out and 404 to non-members on every jobs endpoint", async () => {
    const owner = await buildOrganization(t);
    const job = await buildJob(t, { organizationId: owner.organization.id });
    const outsider = await buildOrganization(t);
    const seeker = await buildSession(t);
    const calls = [
      { method: "GET" as const, url: "/capi/org/jobs" },
      { method: "POST" as const, url: "/capi/org/jobs", payload: { title: "Neue Stelle", language: "de" } },
      { method: "GET" as const, url: `/capi/org/jobs/${job.id}` },
      { method: "PUT" as const, url: `/capi/org/jobs/${job.id}`, payload: { id: job.id, status: "archived" } },
    ];
    for (const call of calls) {
      const signedOut = await t.app.inject({
        ...call,
        headers: { ...csrfHeaders, [ORGANIZATION_HEADER]: owner.organization.slug },
      });
      expect(signedOut.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const headers of [
        { ...outsider.headers, [ORGANIZATION_HEADER.toLowerCase()]: owner.organization.slug },
        { ...seeker.headers, [ORGANIZATION_HEADER.toLowerCase()]: owner.organization.slug },
      ]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    expect((await getJob(owner.headers, job.id)).json().status).toBe("active");
    expect(titles((await list(owner.headers)).json())).toEqual([job.title]);
  });
});

describe("jobs in search and on the company page", () => {
  const employers = async (query: string) =>
    (
      (await t.app.inject(`/capi/search/employers?query=${encodeURIComponent(query)}`)).json() as {
        items: { id: number }[];
      }
    ).items.map((item) => item.id);
  const publicJobs = async (companyId: number) =>
    ((await t.app.inject(`/capi/companies/${companyId}/jobs`)).json() as { items: { title: string }[] }).items.map(
      (job) => job.title,
    );

  it("a job created and activated here, then renamed, shows with its listing in search once the change feed has applied it", async () => {
    const owner = await buildOrganization(t, { name: "Seiltanz Akademie AG" });
    const job = await created(owner, {
      title: "Jongleurin",
      requirements: "Erfahrung mit Diabolos",
    });
    await putJob(owner.headers, job.id, { id: job.id, status: "active" });
    // A job reaches the search through its listings (features/search indexes listings with their job's texts).
    const [jobRow] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    await buildListing(t, { job: jobRow!, title: "Artistin (Zirkus)" });

    await t.searchCaughtUp();
    expect(await employers("diabolos")).toEqual([owner.organization.id]);
    const rename = await putJob(owner.headers, job.id, { id: job.id, title: "Feuerschluckerin" });
    expect(rename.statusCode).toBe(200);
    await t.searchCaughtUp();
    expect(await employers("feuerschluckerin")).toEqual([owner.organization.id]);
    const text = await putJob(owner.headers, job.id, { id: job.id, benefits: "Trampolin im Pausenraum" });
    expect(text.statusCode).toBe(200);
    await t.searchCaughtUp();
    expect(await employers("trampolin")).toEqual([owner.organization.id]);
  });

  it("an active job is a public job profile; archived it leaves the company page, reopened it is back", async () => {
    const owner = await buildOrganization(t);
    const job = await created(owner, { title: "Zimmermann/-frau" });
    expect(await publicJobs(owner.organization.id)).toEqual([]);
    await putJob(owner.headers, job.id, { id: job.id, status: "active" });
    expect(await publicJobs(owner.organization.id)).toEqual(["Zimmermann/-frau"]);
    await putJob(owner.headers, job.id, { id: job.id, status: "archived" });
    expect(await publicJobs(owner.organization.id)).toEqual([]);
    expect((await t.app.inject(`/capi/companies/${owner.organization.id}/jobs/${job.id}`)).statusCode).toBe(404);
    await putJob(owner.headers, job.id, { id: job.id, status: "active" });
    expect(await publicJobs(owner.organization.id)).toEqual(["Zimmermann/-frau"]);
  });
});

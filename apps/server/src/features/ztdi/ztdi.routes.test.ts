import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { occupationTitle } from "@jobatlas/contract/occupations";
import { eq, sql } from "drizzle-orm";
import {
  scoreZtdiAnswers,
  topZtdiDimensions,
  ZSeekerProfileResponse,
  ZTDI_DIMENSIONS,
  ZTDI_MATCHES,
  ZTDI_STATEMENTS,
  ZZtdiResult,
  ZZtdiResultCreated,
  type TZtdiDimension,
} from "@jobatlas/contract";
import { outbox, ztdiResults, ztdiSurveys } from "../../db/schema";
import { hashToken } from "../../lib/secrets";
import { loadConfig } from "../../config";
import { buildSession, buildUser, freshEmail } from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { testClock } from "../../test/clock";
import { testContext } from "../../test/test-context";
import { buildTestApp, jsonHeaders, postJson, type TestApp } from "../../test/test-app";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../../test/test-smtp-server";
import { createOutboxWorker, createSmtpTransport, type MailTransport } from "../../worker/outbox-worker";
import { purgeExpiredZtdiResults } from "./ztdi.service";

const clock = testClock(new Date("2026-03-02T23:30:00Z"));
let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobatlas.example" }, { now: clock.now });
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.app.close();
});

/** Answers rating each dimension's statements with that dimension's value. */
function answersFor(ratings: Partial<Record<TZtdiDimension, number>>, otherwise = 1): number[] {
  return ZTDI_STATEMENTS.map((s) => ratings[s.dimension] ?? otherwise);
}

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  postJson(t, "/capi/ztdi/results", payload, { "accept-language": "en", ...headers });
const lookup = (token: string) => t.app.inject({ url: `/capi/ztdi/results/${token}` });

describe("scoring (contract)", () => {
  it("scores 0–100 per dimension, deterministic, and names the top three with ties in the dimensions' order", () => {
    const answers = answersFor({ craft: 2, inquiry: 5, expression: 4, care: 4, initiative: 1, structure: 3 });
    const scores = scoreZtdiAnswers(answers);
    expect(scores).toEqual({ craft: 25, inquiry: 100, expression: 75, care: 75, initiative: 0, structure: 50 });
    expect(scoreZtdiAnswers(answers)).toEqual(scores);
    // expression and care tie: expression comes first in the dimensions' order.
    expect(topZtdiDimensions(scores)).toEqual(["inquiry", "expression", "care"]);
    // All equal: the first three dimensions.
    expect(topZtdiDimensions(scoreZtdiAnswers(answersFor({}, 3)))).toEqual(["craft", "inquiry", "expression"]);
    // A mixed dimension: the mean of its five ratings.
    const mixed = answersFor({});
    ZTDI_STATEMENTS.forEach((s, i) => s.dimension === "care" && (mixed[i] = [1, 2, 3, 4, 5][Math.floor(i / 6)]!));
    expect(scoreZtdiAnswers(mixed).care).toBe(50);
  });

  it("has 30 statements, five per dimension, no two of one dimension in a row", () => {
    expect(ZTDI_STATEMENTS).toHaveLength(30);
    for (const d of ZTDI_DIMENSIONS) expect(ZTDI_STATEMENTS.filter((s) => s.dimension === d)).toHaveLength(5);
    ZTDI_STATEMENTS.slice(1).forEach((s, i) => expect(s.dimension).not.toBe(ZTDI_STATEMENTS[i]!.dimension));
    expect(new Set(ZTDI_STATEMENTS.map((s) => s.id)).size).toBe(30);
  });
});

describe("POST /capi/ztdi/results", () => {
  it("stores the result under a hashed token and answers it with the top dimensions, sectors and job titles", async () => {
    const answers = answersFor({ inquiry: 5, expression: 4, care: 3 });
    const res = await create({ answers, language: "en" });
    expect(res.statusCode).toBe(201);
    const body = ZZtdiResultCreated.parse(res.json());
    expect(body.mailed).toBe(false);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.top_dimensions).toEqual(["inquiry", "expression", "care"]);
    expect(body.result.scores).toEqual([
      { dimension: "craft", score: 0 },
      { dimension: "inquiry", score: 100 },
      { dimension: "expression", score: 75 },
      { dimension: "care", score: 50 },
      { dimension: "initiative", score: 0 },
      { dimension: "structure", score: 0 },
    ]);
    expect(body.result.sectors).toEqual([
      ...new Set([...ZTDI_MATCHES.inquiry.sectors, ...ZTDI_MATCHES.expression.sectors, ...ZTDI_MATCHES.care.sectors]),
    ]);
    expect(body.result.job_titles).toEqual([
      ...ZTDI_MATCHES.inquiry.jobTitles,
      ...ZTDI_MATCHES.expression.jobTitles,
      ...ZTDI_MATCHES.care.jobTitles,
    ]);

    const rows = await t.database.db
      .select()
      .from(ztdiResults)
      .where(eq(ztdiResults.tokenHash, hashToken(body.token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, email: null, language: "en", answers });
    // No column of any result holds the token itself.
    const [plain] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ztdiResults)
      .where(sql`${ztdiResults}::text like ${`%${body.token}%`}`);
    expect(plain?.n).toBe(0);
  });

  it("refuses an answer outside 1–5 naming it, a missing one, 29 answers, and a bad email", async () => {
    const answers = answersFor({}, 3);
    const outside = [...answers];
    outside[7] = 6;
    let res = await create({ answers: outside });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError" });
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers", 7] })]);

    const zero = [...answers];
    zero[0] = 0;
    res = await create({ answers: zero });
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers", 0] })]);

    const fraction = [...answers];
    fraction[29] = 2.5;
    res = await create({ answers: fraction });
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers", 29] })]);

    const missing: unknown[] = [...answers];
    missing[12] = null;
    res = await create({ answers: missing });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers", 12] })]);

    res = await create({ answers: answers.slice(0, 29) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers"] })]);

    res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "answers"] })]);

    res = await create({ answers, email: "not an email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ["body", "email"] })]);

    // German messages for a German page.
    res = await create({ answers: outside }, { "accept-language": "de" });
    expect(res.json().detail[0].msg).toMatch(/5/);
    expect(await t.database.db.select().from(ztdiResults).where(eq(ztdiResults.language, "de"))).toHaveLength(0);
  });

  it("mails the link in the taker's language over real SMTP, and the link opens the result", async () => {
    const email = freshEmail("ztdi");
    const res = await create({
      answers: answersFor({ craft: 5, structure: 4 }),
      email: ` ${email.toUpperCase()} `,
      language: "de",
    });
    expect(res.statusCode).toBe(201);
    const { token, mailed } = ZZtdiResultCreated.parse(res.json());
    expect(mailed).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(ztdiResults)
      .where(eq(ztdiResults.tokenHash, hashToken(token)));
    expect(row?.email).toBe(email);

    const [queued] = await mailsTo(t.database.db, email);
    expect(queued).toMatchObject({ template: "ztdi_result", language: "de" });
    smtp.received.length = 0;
    const worker = createOutboxWorker({
      db: t.database.db,
      transport,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now: () => new Date(Date.now() + 60_000),
    });
    await worker.runOnce();
    const received = smtp.received.filter((m) => m.rcptTo.includes(email));
    expect(received).toHaveLength(1);
    const mail = parseMail(received[0]!.raw);
    expect(mail.subject).toBe("Dein Ergebnis der Orientierung Z-TDI");
    expect(mail.text).toContain("Anpacken und reparieren");
    expect(mail.text).toContain("Organisieren und ordnen");
    const link = `https://jobatlas.example/de/ztdi/${token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const opened = await lookup(new URL(link).pathname.split("/").pop()!);
    expect(opened.statusCode).toBe(200);
    expect(ZZtdiResult.parse(opened.json()).top_dimensions).toEqual(["craft", "structure", "inquiry"]);
  });

  it("mails in English for an English page", async () => {
    const email = freshEmail("ztdi-en");
    const res = await create({ answers: answersFor({ care: 5 }), email, language: "en" });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, email);
    expect(mail?.subject).toBe("Your Z-TDI orientation result");
    expect(mail?.text).toContain("Supporting and teaching");
    expect(mail?.text).toContain(`https://jobatlas.example/en/ztdi/${res.json().token}`);
  });

  it("links a signed-in taker's result to the account and its address", async () => {
    const seeker = await buildSession(t);
    const res = await create({ answers: answersFor({ initiative: 5 }) }, seeker.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(ztdiResults)
      .where(eq(ztdiResults.tokenHash, hashToken(res.json().token)));
    expect(row).toMatchObject({ userId: seeker.user.id, email: seeker.user.email });
    expect(await mailsTo(t.database.db, seeker.user.email)).toHaveLength(0);
  });

  it("limits the mails to one address per client and hour", async () => {
    const email = freshEmail("ztdi-limit");
    const answers = answersFor({}, 2);
    for (let i = 0; i < 5; i++) expect((await create({ answers, email })).statusCode).toBe(201);
    const res = await create({ answers, email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ type: "RateLimited" });
    expect(await mailsTo(t.database.db, email)).toHaveLength(5);
    // Without an address nothing is mailed, so nothing is limited.
    expect((await create({ answers })).statusCode).toBe(201);
  });
});

describe("limits (ADR 028)", () => {
  it("results mailed to an address have their own allowance: they never use up its sign-in links", async () => {
    const user = await buildUser(t, { email: freshEmail("ztdi-own-allowance") });
    const answers = answersFor({}, 2);
    for (let i = 0; i < 5; i++) expect((await create({ answers, email: user.email })).statusCode).toBe(201);
    expect((await create({ answers, email: user.email })).statusCode).toBe(429);
    const login = await postJson(t, "/capi/login", { email: user.email }, { "accept-language": "en" });
    expect(login.statusCode, login.body).toBe(200);
    const mails = await mailsTo(t.database.db, user.email);
    expect(mails.filter((m) => m.template === "login_link")).toHaveLength(1);
    expect(mails.filter((m) => m.template === "ztdi_result")).toHaveLength(5);
  });

  it("results without email, lookups and the survey allow RATE_LIMIT_PUBLIC a minute per IP, not the sign-in limit", async () => {
    expect(loadConfig({ APP_ENV: "test" }).rateLimits.publicForms).toBe(60);
    const limited = await buildTestApp({ RATE_LIMIT_AUTH: "2", RATE_LIMIT_PUBLIC: "4" });
    try {
      const remoteAddress = "10.11.12.13";
      const send = (method: "GET" | "POST", url: string, payload?: object) =>
        limited.app.inject({
          method,
          url,
          remoteAddress,
          ...(payload ? { headers: { ...jsonHeaders, "accept-language": "en" }, payload } : {}),
        });
      const calls = [
        { url: "/capi/ztdi/results", run: () => send("POST", "/capi/ztdi/results", { answers: answersFor({}, 3) }) },
        { url: "/capi/ztdi/results/{token}", run: () => send("GET", `/capi/ztdi/results/${"A".repeat(43)}`) },
        { url: "/capi/ztdi/survey", run: () => send("POST", "/capi/ztdi/survey", { gender: "female" }) },
      ];
      for (const { url, run } of calls) {
        for (let i = 0; i < 4; i++) expect((await run()).statusCode, `${url} #${i + 1}`).toBeLessThan(429);
        const over = await run();
        expect(over.statusCode, url).toBe(429);
        expect(over.json()).toMatchObject({ type: "RateLimited" });
      }
    } finally {
      await limited.app.close();
    }
  });
});

describe("GET /capi/ztdi/results/{token}", () => {
  it("answers the result of a token and 404 for an unknown, malformed or too long one", async () => {
    const { token } = (await create({ answers: answersFor({ expression: 5 }) })).json();
    const res = await lookup(token);
    expect(res.statusCode).toBe(200);
    expect(ZZtdiResult.parse(res.json()).top_dimensions[0]).toBe("expression");
    expect(JSON.stringify(res.json())).not.toContain(token);

    for (const unknown of [
      "token123",
      "A".repeat(43),
      "A".repeat(500),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
    ]) {
      const missing = await lookup(unknown);
      expect(missing.statusCode, unknown).toBe(404);
      expect(missing.json()).toMatchObject({ type: "NotFound" });
    }
  });
});

describe("POST /capi/ztdi/survey", () => {
  it("stores the answers with the Zurich day only, no link to a result, person or time", async () => {
    const seeker = await buildSession(t);
    const before = await t.database.db.select().from(ztdiSurveys);
    const payload = {
      age_group: "30_39",
      gender: "female",
      leadership_level: "team",
      education_level: "vocational",
      industry: "J62",
    };
    const res = await postJson(t, "/capi/ztdi/survey", payload, seeker.headers);
    expect(res.statusCode).toBe(204);
    const after = await t.database.db.select().from(ztdiSurveys);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => !before.some((b) => b.id === r.id));
    // 23:30 UTC on 2 March is already 3 March in Zurich.
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ageGroup: "30_39",
      gender: "female",
      leadershipLevel: "team",
      educationLevel: "vocational",
      industry: "J62",
      createdOn: "2026-03-03",
    });
    // The table has no column that could tie a row to anybody.
    type Column = { column_name: string };
    // node-postgres answers { rows }, PGlite too; either way a list of rows.
    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'ztdi_surveys' order by column_name`,
    )) as unknown as { rows: Column[] } | Column[];
    const names = (Array.isArray(columns) ? columns : columns.rows).map((c) => c.column_name);
    expect(names.sort()).toEqual(
      ["age_group", "created_on", "education_level", "gender", "id", "industry", "leadership_level"].sort(),
    );
  });

  it("stores nothing when everything is skipped, and refuses values outside the lists", async () => {
    const before = (await t.database.db.select().from(ztdiSurveys)).length;
    expect((await postJson(t, "/capi/ztdi/survey", {})).statusCode).toBe(204);
    expect((await postJson(t, "/capi/ztdi/survey", { gender: null })).statusCode).toBe(204);
    expect(await t.database.db.select().from(ztdiSurveys)).toHaveLength(before);
    const res = await postJson(t, "/capi/ztdi/survey", { age_group: "12", industry: "Z1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.map((d: { loc: unknown[] }) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "age_group"],
        ["body", "industry"],
      ]),
    );
  });
});

describe("POST /capi/user/seeker-profile/from-ztdi", () => {
  const copy = (headers: Record<string, string>, token: string, language = "en") =>
    postJson(t, "/capi/user/seeker-profile/from-ztdi", { token }, { ...headers, "accept-language": language });

  it("answers 401 signed out", async () => {
    const { token } = (await create({ answers: answersFor({ care: 5 }) })).json();
    const res = await postJson(t, "/capi/user/seeker-profile/from-ztdi", { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
  });

  it("merges job titles and sectors after the profile's own, keeps the rest, and is idempotent", async () => {
    const seeker = await buildSession(t);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/capi/user/seeker-profile",
      headers: { ...seeker.headers, "content-type": "application/json" },
      payload: {
        job_titles: ["Data scientist", "Koch/Köchin"],
        about: "Gelernter Koch.",
        skills: ["Kochen"],
        sectors: ["I56", "M72"],
        workload_min: 60,
        workload_max: 80,
        remote_types: ["on_site"],
        region: "zurich",
      },
    });
    expect(saved.statusCode).toBe(200);
    const { token } = (await create({ answers: answersFor({ inquiry: 5, care: 4, structure: 3 }) })).json();

    const res = await copy(seeker.headers, token);
    expect(res.statusCode).toBe(200);
    const profile = ZSeekerProfileResponse.parse(res.json());
    const titles = ["inquiry", "care", "structure"].flatMap((d) =>
      ZTDI_MATCHES[d as TZtdiDimension].jobTitles.map((id) => occupationTitle(id, "en")),
    );
    expect(profile.job_titles).toEqual(
      ["Data scientist", "Koch/Köchin", ...titles.filter((x) => x !== "Data scientist")].slice(0, 10),
    );
    expect(profile.sectors.slice(0, 2)).toEqual(["I56", "M72"]);
    expect(profile.sectors).toEqual(
      expect.arrayContaining([...ZTDI_MATCHES.inquiry.sectors, ...ZTDI_MATCHES.care.sectors]),
    );
    expect(new Set(profile.sectors).size).toBe(profile.sectors.length);
    expect(profile).toMatchObject({
      about: "Gelernter Koch.",
      skills: ["Kochen"],
      workload_min: 60,
      workload_max: 80,
      remote_types: ["on_site"],
      region: "zurich",
      completed: true,
    });

    const again = await copy(seeker.headers, token);
    expect(ZSeekerProfileResponse.parse(again.json())).toMatchObject({
      job_titles: profile.job_titles,
      sectors: profile.sectors,
    });
    const read = await t.app.inject({ url: "/capi/user/seeker-profile", headers: seeker.headers });
    expect(read.json()).toMatchObject({ job_titles: profile.job_titles, sectors: profile.sectors });
  });

  it("copies what the result's page shows: the stored scores, not its answers scored again", async () => {
    const seeker = await buildSession(t);
    const { token } = (await create({ answers: answersFor({ craft: 5, initiative: 4, expression: 3 }) })).json();
    // Scored once by an earlier inventory: the stored scores name other dimensions than the answers.
    const stored = { craft: 0, inquiry: 100, expression: 0, care: 90, initiative: 0, structure: 80 };
    await t.database.db
      .update(ztdiResults)
      .set({ scores: stored })
      .where(eq(ztdiResults.tokenHash, hashToken(token)));
    const shown = ZZtdiResult.parse((await lookup(token)).json());
    expect(shown.top_dimensions).toEqual(["inquiry", "care", "structure"]);

    const res = await copy(seeker.headers, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      job_titles: shown.job_titles.map((id) => occupationTitle(id, "en")).slice(0, 10),
      sectors: shown.sectors.slice(0, 20),
    });
  });

  it("copies German job titles for a German page into an empty profile; an unknown token answers 404", async () => {
    const seeker = await buildSession(t);
    const { token } = (await create({ answers: answersFor({ craft: 5, initiative: 4, expression: 3 }) })).json();
    const res = await copy(seeker.headers, token, "de");
    expect(res.statusCode).toBe(200);
    expect(res.json().job_titles).toEqual(
      ["craft", "initiative", "expression"].flatMap((d) =>
        ZTDI_MATCHES[d as TZtdiDimension].jobTitles.map((id) => occupationTitle(id, "de")),
      ),
    );
    const missing = await copy(seeker.headers, "A".repeat(43));
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: "/capi/user/seeker-profile", headers: seeker.headers })).json().job_titles,
    ).toHaveLength(9);
  });
});

describe("retention", () => {
  it("purges results older than two years and keeps younger ones", async () => {
    const old = (await create({ answers: answersFor({ craft: 4 }) })).json().token as string;
    clock.advanceDays(365);
    const young = (await create({ answers: answersFor({ craft: 4 }) })).json().token as string;
    // Two years and a day after the first (2028 is a leap year).
    clock.advanceDays(367);
    const purged = await purgeExpiredZtdiResults(testContext(t.database.db, clock.now));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect((await lookup(old)).statusCode).toBe(404);
    expect((await lookup(young)).statusCode).toBe(200);
    // The survey rows have no age the purge could go by: they stay (statistics, not personal).
    expect((await t.database.db.select().from(ztdiSurveys)).length).toBeGreaterThan(0);
    expect(await t.database.db.select().from(outbox)).not.toHaveLength(0);
  });
});

/**
 * Job alerts through the API and the worker (ADR 027), on the engine of the run (PGlite, or
 * PostgreSQL with DATABASE_URL): subscriptions and their field errors, the matcher and the
 * digests with the clock moved, unsubscribe by link and without, a visitor's double opt-in, and
 * the List-Unsubscribe headers as a real SMTP server receives them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { ZSubscription, ZSubscriptionsResponse } from "@jobatlas/contract";
import { listingPublications, outbox, seekerProfiles, subscriptions, subscriptionTokens } from "../../db/schema";
import {
  buildAddress,
  buildJob,
  buildListing,
  buildOrganization,
  buildSession,
  freshEmail,
  type BuiltSession,
} from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { testClock } from "../../test/clock";
import { testContext } from "../../test/test-context";
import { buildTestApp, jsonHeaders, type TestApp } from "../../test/test-app";
import { parseMail, startTestSmtpServer } from "../../test/test-smtp-server";
import { createOutboxWorker, createSmtpTransport } from "../../worker/outbox-worker";
import { digestCutoff, purgeSubscriptionData, runAlertDigests, runAlertMatcher } from "./subscriptions.service";

// Tuesday 10 March 2026, 10:00 in Zurich (UTC+1); the database's own clock is later, so every
// publication is after the subscriptions the tests create.
const clock = testClock(new Date("2026-03-10T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobatlas.example" }, { now: clock.now });
});
afterAll(() => t.app.close());

const ctx = () => ({ ...testContext(t.database.db, clock.now), config: t.config });
async function tick() {
  const matched = await runAlertMatcher(ctx());
  const mailed = await runAlertDigests(ctx());
  return { ...matched, ...mailed };
}

type Headers = Record<string, string>;
const create = (headers: Headers, payload: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/capi/user/subscriptions",
    headers: { ...headers, "accept-language": language },
    payload: payload as object,
  });
const update = (headers: Headers, id: number | string, payload: unknown) =>
  t.app.inject({ method: "PUT", url: `/capi/user/subscriptions/${id}`, headers, payload: payload as object });
const remove = (headers: Headers, id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/capi/user/subscriptions/${id}`, headers });
const list = (headers: Headers) => t.app.inject({ url: "/capi/user/subscriptions", headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: "POST", url, headers: { ...jsonHeaders, ...headers }, payload: payload as object });

async function seeker(language: "de" | "en" = "de"): Promise<BuiltSession> {
  return buildSession(t, { user: { email: freshEmail("seeker"), language } });
}

async function subscribe(session: BuiltSession, payload: Record<string, unknown>) {
  const response = await create(session.headers, { location: "8005", radius_km: 10, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return ZSubscription.parse(response.json());
}

const GENEVA = { postalCode: "1201", city: "Genève", canton: "GE", lat: 46.2101, lng: 6.1425 };

/** A listing that goes live now, in Zürich 8005 unless `place`, with the job title `title`. */
async function publish(title: string, options: { place?: typeof GENEVA; workload?: [number, number] } = {}) {
  const org = await buildOrganization(t, { plan: "enterprise", sectors: ["J62"] });
  const address = await buildAddress(t, { organization: org, ...(options.place ?? {}) });
  const job = await buildJob(t, { organization: org, title });
  return buildListing(t, {
    job,
    addressId: address.id,
    ...(options.workload ? { workloadMin: options.workload[0], workloadMax: options.workload[1] } : {}),
  });
}

async function alertMails(email: string) {
  return (await mailsTo(t.database.db, email)).filter((m) => m.template === "subscription_alert");
}

/** The unsubscribe link's email and token of a mail. */
function unsubscribeParams(text: string) {
  const match = /\/subscriptions\/unsubscribe\?(\S+)/.exec(text);
  if (!match?.[1]) throw new Error("no unsubscribe link");
  const params = new URLSearchParams(match[1]);
  return { email: params.get("email") ?? "", token: params.get("token") ?? "" };
}

describe("a seeker's subscriptions", () => {
  it("are created, listed, changed, disabled and deleted; another user's id answers 404", async () => {
    const anna = await seeker();
    const created = await subscribe(anna, { query: "Informatiker", sectors: ["J62"], frequency: "instant" });
    expect(created).toMatchObject({
      query: "Informatiker",
      location: "8005 Zürich",
      radius_km: 10,
      sectors: ["J62"],
      frequency: "instant",
      active: true,
    });
    const listed = ZSubscriptionsResponse.parse((await list(anna.headers)).json());
    expect(listed).toMatchObject({ count: 1, items: [{ id: created.id }] });

    const changed = await update(anna.headers, created.id, { active: false, location: "Bern", radius_km: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ active: false, location: "Bern", radius_km: 50, query: "Informatiker" });

    const other = await seeker();
    expect((await update(other.headers, created.id, { active: true })).statusCode).toBe(404);
    expect((await remove(other.headers, created.id)).statusCode).toBe(404);
    expect((await remove(other.headers, "abc")).statusCode).toBe(404);
    expect(ZSubscriptionsResponse.parse((await list(other.headers)).json())).toEqual({ items: [], count: 0 });

    expect((await remove(anna.headers, created.id)).statusCode).toBe(204);
    expect((await remove(anna.headers, created.id)).statusCode).toBe(404);
    expect((await list(anna.headers)).json()).toEqual({ items: [], count: 0 });
    expect((await list({})).statusCode).toBe(401);
  });

  it("answer field errors for a radius outside 1–200 km, an unknown locality and an inverted workload", async () => {
    const anna = await seeker();
    for (const radius of [0, 201]) {
      const response = await create(anna.headers, { location: "8005", radius_km: radius });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "radius_km"] }] });
    }
    const unknown = await create(anna.headers, { location: "Atlantis" }, "de");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      type: "ValidationError",
      detail: [
        {
          loc: ["body", "location"],
          msg: "Keine Postleitzahl und kein Ort in der Schweiz oder in Liechtenstein heisst so.",
        },
      ],
    });
    const inverted = await create(anna.headers, { location: "8005", workload_min: 80, workload_max: 40 });
    expect(inverted.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "workload_max"] }] });
    const created = await subscribe(anna, { workload_min: 60 });
    const badUpdate = await update(anna.headers, created.id, { workload_max: 40 });
    expect(badUpdate.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "workload_max"] }] });
    const badPlace = await update(anna.headers, created.id, { location: "Nowhere" });
    expect(badPlace.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "location"] }] });
  });
});

describe("the suggestion from the seeker profile", () => {
  it("takes the first job title, the region's main place, sectors and workload; none without job titles", async () => {
    const anna = await seeker();
    const suggestion = () => t.app.inject({ url: "/capi/user/subscriptions/suggestion", headers: anna.headers });
    expect((await suggestion()).json()).toEqual({ suggestion: null });
    await t.database.db.insert(seekerProfiles).values({
      userId: anna.user.id,
      jobTitles: ["Pflegefachfrau HF", "FaGe"],
      sectors: ["Q86"],
      workloadMin: 60,
      workloadMax: 80,
      region: "central",
    });
    const { suggestion: s } = (await suggestion()).json() as { suggestion: Record<string, unknown> };
    expect(s).toEqual({
      query: "Pflegefachfrau HF",
      location: "Luzern",
      radius_km: 50,
      sectors: ["Q86"],
      workload_min: 60,
      workload_max: 80,
    });
    // It is a valid alert as it stands.
    expect((await create(anna.headers, s)).statusCode).toBe(201);
  });
});

describe("the matcher and instant alerts", () => {
  it("mail a new listing within the radius once, never again, and not one outside it", async () => {
    const anna = await seeker("en");
    const subscription = await subscribe(anna, { query: "Informatiker", frequency: "instant" });
    const near = await publish("Informatiker/in Applikationsentwicklung");
    await publish("Informatikerin", { place: GENEVA });
    await publish("Koch");

    await tick();
    const [mail, ...others] = await alertMails(anna.user.email);
    expect(others).toEqual([]);
    expect(mail?.language).toBe("en");
    expect(mail?.subject).toBe("New job for you: Informatiker/in Applikationsentwicklung");
    expect(mail?.text).toContain(`https://jobatlas.example/en/company/${near.organizationId}/job/${near.id}`);
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/jobatlas\.example\/capi\/subscriptions\/one-click\?email=/,
    );

    // More ticks, also two at once, and the same listing published again change nothing.
    await Promise.all([tick(), tick()]);
    await t.database.db
      .update(listingPublications)
      .set({ processedAt: null })
      .where(eq(listingPublications.listingId, near.id));
    await tick();
    expect(await alertMails(anna.user.email)).toHaveLength(1);

    // A second matching listing: a second mail, with only that one.
    const second = await publish("Informatiker EFZ");
    await tick();
    const mails = await alertMails(anna.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain(`/job/${second.id}`);
    expect(mails[0]?.text).not.toContain(`/job/${near.id}`);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.lastMailedAt).toEqual(clock.now());
  });

  it("sends nothing for a disabled subscription, nor outside its workload or sectors", async () => {
    const anna = await seeker();
    const off = await subscribe(anna, { query: "Gärtner", frequency: "instant" });
    await update(anna.headers, off.id, { active: false });
    const bob = await seeker();
    await subscribe(bob, { query: "Gärtner", frequency: "instant", workload_max: 50 });
    const carla = await seeker();
    await subscribe(carla, { query: "Gärtner", frequency: "instant", sectors: ["A1"] });
    await publish("Gärtner/in", { workload: [80, 100] });
    await tick();
    expect(await alertMails(anna.user.email)).toEqual([]);
    expect(await alertMails(bob.user.email)).toEqual([]);
    expect(await alertMails(carla.user.email)).toEqual([]);
  });

  it("caps a digest at 20 listings, newest first, with the count of the rest and a link to the full search", async () => {
    const anna = await seeker("de");
    await subscribe(anna, { query: "Logistiker", frequency: "instant", sectors: ["J62"] });
    const org = await buildOrganization(t, { plan: "enterprise", sectors: ["J62"] });
    const address = await buildAddress(t, { organization: org });
    for (let i = 0; i < 25; i++) {
      const job = await buildJob(t, { organization: org, title: `Logistiker ${i}` });
      await buildListing(t, { job, addressId: address.id });
    }
    await tick();
    const [mail, ...others] = await alertMails(anna.user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("25 neue Jobs für dein Job-Abo");
    expect(mail?.text.match(/\/job\/\d+/g)).toHaveLength(20);
    expect(mail?.text).toContain("… und 5 weitere");
    expect(mail?.text).toContain(
      "https://jobatlas.example/de/search?location=8005+Z%C3%BCrich&radius=10&query=Logistiker&sectors=J62",
    );
  });
});

describe("daily and weekly digests", () => {
  it("collect a day's (or a week's) listings into one mail at 07:00 in Zurich", async () => {
    const anna = await seeker();
    await subscribe(anna, { query: "Bäcker", frequency: "daily" });
    const bob = await seeker();
    await subscribe(bob, { query: "Bäcker", frequency: "weekly" });

    await publish("Bäcker/in");
    await publish("Baecker-Konditor");
    await tick();
    expect(await alertMails(anna.user.email)).toEqual([]);
    clock.advanceMinutes(13 * 60); // 23:00
    await publish("Bäcker 60%");
    await tick();
    clock.advanceMinutes(7 * 60 + 59); // Wednesday 06:59
    await tick();
    expect(await alertMails(anna.user.email)).toEqual([]);
    clock.advanceMinutes(1); // 07:00
    await tick();
    const daily = await alertMails(anna.user.email);
    expect(daily).toHaveLength(1);
    expect(daily[0]?.text.match(/\/job\/\d+/g)).toHaveLength(3);
    await tick();
    expect(await alertMails(anna.user.email)).toHaveLength(1);
    expect(await alertMails(bob.user.email)).toEqual([]);

    // A listing of Wednesday goes out on Thursday at 07:00, alone.
    await publish("Bäcker Nachtschicht");
    await tick();
    clock.advanceMinutes(24 * 60); // Thursday 07:00
    await tick();
    expect(await alertMails(anna.user.email)).toHaveLength(2);

    // The weekly one on Monday 16 March at 07:00, with all four.
    clock.advanceDays(4);
    clock.advanceMinutes(-1); // Monday 06:59
    await tick();
    expect(await alertMails(bob.user.email)).toEqual([]);
    clock.advanceMinutes(1);
    await tick();
    const weekly = await alertMails(bob.user.email);
    expect(weekly).toHaveLength(1);
    expect(weekly[0]?.text.match(/\/job\/\d+/g)).toHaveLength(4);
    // Monday's own ticks bring no second weekly mail.
    clock.advanceMinutes(60);
    await tick();
    expect(await alertMails(bob.user.email)).toHaveLength(1);
  });

  it("cut off at the last 07:00 (daily) or the last Monday 07:00 (weekly), also across summer time", () => {
    // Saturday 28 March 2026 12:00 in Zurich (UTC+1); summer time starts on Sunday 29 March.
    expect(digestCutoff("daily", new Date("2026-03-28T11:00:00Z"))).toEqual(new Date("2026-03-28T06:00:00Z"));
    expect(digestCutoff("daily", new Date("2026-03-29T04:30:00Z"))).toEqual(new Date("2026-03-28T06:00:00Z"));
    expect(digestCutoff("daily", new Date("2026-03-29T05:30:00Z"))).toEqual(new Date("2026-03-29T05:00:00Z"));
    expect(digestCutoff("daily", new Date("2026-03-30T05:00:00Z"))).toEqual(new Date("2026-03-30T05:00:00Z"));
    expect(digestCutoff("weekly", new Date("2026-03-28T11:00:00Z"))).toEqual(new Date("2026-03-23T06:00:00Z"));
    expect(digestCutoff("weekly", new Date("2026-03-30T04:59:00Z"))).toEqual(new Date("2026-03-23T06:00:00Z"));
  });
});

describe("unsubscribe", () => {
  it("by the mailed link works without sign-in and is idempotent; no more alerts follow", async () => {
    const anna = await seeker();
    const subscription = await subscribe(anna, { query: "Schreiner", frequency: "instant" });
    await publish("Schreiner/in");
    await tick();
    const [mail] = await alertMails(anna.user.email);
    const link = unsubscribeParams(mail!.text);
    expect(link.email).toBe(anna.user.email);

    const first = await post("/capi/subscriptions/unsubscribe", link);
    expect(first.json()).toEqual({ status: "unsubscribed" });
    const again = await post("/capi/subscriptions/unsubscribe", link);
    expect(again.json()).toEqual({ status: "already_unsubscribed" });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.active).toBe(false);

    await publish("Schreiner EFZ");
    await tick();
    expect(await alertMails(anna.user.email)).toHaveLength(1);
    // Another address with this token unsubscribes nothing: a confirmation path, not this alert.
    expect((await post("/capi/subscriptions/unsubscribe", { ...link, email: "x@example.ch" })).json()).toEqual({
      status: "confirmation_sent",
    });
  });

  it("without a valid token mails a confirmation instead; its link unsubscribes every alert of the address", async () => {
    const anna = await seeker("en");
    const one = await subscribe(anna, { query: "Maler", frequency: "instant" });
    const two = await subscribe(anna, { query: "Gipser", frequency: "daily" });
    const answer = await post("/capi/subscriptions/unsubscribe", { email: anna.user.email, language: "en" });
    expect(answer.json()).toEqual({ status: "confirmation_sent" });
    const forged = await post("/capi/subscriptions/unsubscribe", {
      email: anna.user.email,
      token: "A".repeat(43),
      language: "en",
    });
    expect(forged.json()).toEqual({ status: "confirmation_sent" });
    const active = await t.database.db
      .select({ active: subscriptions.active })
      .from(subscriptions)
      .where(eq(subscriptions.userId, anna.user.id));
    expect(active.every((s) => s.active)).toBe(true);

    const confirmations = (await mailsTo(t.database.db, anna.user.email)).filter(
      (m) => m.template === "subscription_unsubscribe_confirm",
    );
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.subject).toBe("Unsubscribe from job alerts");
    const link = unsubscribeParams(confirmations[0]!.text);
    expect((await post("/capi/subscriptions/unsubscribe", link)).json()).toEqual({ status: "unsubscribed" });
    expect((await post("/capi/subscriptions/unsubscribe", link)).json()).toEqual({ status: "already_unsubscribed" });
    const after = await t.database.db
      .select({ id: subscriptions.id, active: subscriptions.active })
      .from(subscriptions)
      .where(eq(subscriptions.userId, anna.user.id));
    expect(after.filter((s) => s.id === one.id || s.id === two.id).every((s) => !s.active)).toBe(true);

    // An address without alerts gets the same answer and no mail.
    const nobody = freshEmail("nobody");
    expect((await post("/capi/subscriptions/unsubscribe", { email: nobody })).json()).toEqual({
      status: "confirmation_sent",
    });
    expect(await mailsTo(t.database.db, nobody)).toEqual([]);
  });

  it("refuses a malformed email as a field error", async () => {
    const response = await post("/capi/subscriptions/unsubscribe", { email: "not-an-address" });
    expect(response.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "email"] }] });
  });

  it("one-click (RFC 8058) from a mail client: a form POST without CSRF token turns the alert off", async () => {
    const anna = await seeker();
    const subscription = await subscribe(anna, { query: "Elektriker", frequency: "instant" });
    await publish("Elektriker/in");
    await tick();
    const [mail] = await alertMails(anna.user.email);
    const target = /^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const url = new URL(target);
    const response = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.active).toBe(false);
    const bad = await t.app.inject({
      method: "POST",
      url: `/capi/subscriptions/one-click?email=${encodeURIComponent(anna.user.email)}&token=${"B".repeat(43)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(bad.json()).toMatchObject({ type: "ServiceError", code: "subscription_token_invalid" });
  });
});

describe("a visitor's alert", () => {
  it("is confirmed by the mailed link (double opt-in) before anything is mailed, then alerts in its language", async () => {
    const email = freshEmail("visitor");
    const created = await post("/capi/subscriptions", {
      email,
      language: "en",
      query: "Pflegefachfrau",
      location: "Zürich",
      radius_km: 20,
      frequency: "instant",
    });
    expect(created.statusCode, created.body).toBe(202);
    const [confirmMail] = await mailsTo(t.database.db, email);
    expect(confirmMail?.template).toBe("subscription_confirm");
    expect(confirmMail?.subject).toBe("Please confirm your job alert");
    await publish("Pflegefachfrau HF");
    await tick();
    expect(await alertMails(email)).toEqual([]);

    const token = /subscriptions\/confirm\?token=([\w-]+)/.exec(confirmMail!.text)?.[1] ?? "";
    expect((await post("/capi/subscriptions/confirm", { token })).json()).toEqual({ status: "confirmed" });
    expect((await post("/capi/subscriptions/confirm", { token })).json()).toEqual({ status: "already_confirmed" });
    expect((await post("/capi/subscriptions/confirm", { token: "nope" })).json()).toMatchObject({
      type: "ServiceError",
      code: "subscription_token_invalid",
    });
    await publish("Pflegefachfrau 80%");
    await tick();
    const [alert] = await alertMails(email);
    expect(alert?.language).toBe("en");
    expect(alert?.text).not.toContain("/user/subscriptions");
    expect((await post("/capi/subscriptions/unsubscribe", unsubscribeParams(alert!.text))).json()).toEqual({
      status: "unsubscribed",
    });
  });

  it("is limited like sign-in links: 5 mails an hour per address and client", async () => {
    const email = freshEmail("many");
    for (let i = 0; i < 5; i++) {
      expect((await post("/capi/subscriptions", { email, location: "8005" })).statusCode).toBe(202);
    }
    const sixth = await post("/capi/subscriptions", { email, location: "8005" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ type: "RateLimited" });
    expect(await mailsTo(t.database.db, email)).toHaveLength(5);
  });

  it("answers an unknown locality as a field error and stores the address hashed-token only", async () => {
    const response = await post("/capi/subscriptions", { email: freshEmail("v"), location: "Atlantis" });
    expect(response.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "location"] }] });
    const tokens = await t.database.db.select({ hash: subscriptionTokens.tokenHash }).from(subscriptionTokens);
    expect(tokens.every((row) => /^[0-9a-f]{64}$/.test(row.hash) || row.hash.length >= 40)).toBe(true);
  });
});

describe("retention of job alerts", () => {
  it("deletes unconfirmed visitor alerts after 7 days and spent links after 30", async () => {
    const email = freshEmail("late");
    await post("/capi/subscriptions", { email, location: "8005" });
    const mine = () =>
      t.database.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.email, email));
    expect(await mine()).toHaveLength(1);
    clock.advanceDays(6);
    await purgeSubscriptionData(ctx());
    expect(await mine()).toHaveLength(1);
    clock.advanceDays(2);
    const purged = await purgeSubscriptionData(ctx());
    expect(purged.unconfirmedSubscriptions).toBeGreaterThanOrEqual(1);
    expect(await mine()).toEqual([]);
    clock.advanceDays(90);
    await purgeSubscriptionData(ctx());
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptionTokens)
      .where(
        and(
          sql`${subscriptionTokens.expiresAt} < ${new Date(clock.now().getTime() - 30 * 86_400_000).toISOString()}::timestamptz`,
        ),
      );
    expect(left?.n).toBe(0);
  });
});

describe("alert mails over real SMTP", () => {
  it("carry List-Unsubscribe and List-Unsubscribe-Post headers", async () => {
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
    try {
      const anna = await seeker();
      await subscribe(anna, { query: "Zimmermann", frequency: "instant" });
      await publish("Zimmermann/Zimmerin");
      await tick();
      const [queued] = await alertMails(anna.user.email);
      // Only this mail goes out: the others of this file are marked sent.
      await t.database.db
        .update(outbox)
        .set({ status: "sent" })
        .where(sql`${outbox.id} <> ${queued!.id}`);
      const worker = createOutboxWorker({
        db: t.database.db,
        transport,
        log: { info: () => {}, warn: () => {}, error: () => {} },
        now: () => new Date(Date.now() + 1000),
      });
      expect((await worker.runOnce()).sent).toBe(1);
      const mail = parseMail(smtp.received[0]!.raw);
      expect(mail.headers.get("list-unsubscribe")).toMatch(
        /^<https:\/\/jobatlas\.example\/capi\/subscriptions\/one-click\?email=.+&token=[\w-]+>$/,
      );
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain("/subscriptions/unsubscribe?email=");
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("identical alerts (issue 24 point 4, ADR 055)", () => {
  const basel = { query: "Koch", location: "Basel", radius_km: 25, frequency: "daily" };

  it("are not created twice: three clicks leave one alert, the later ones answer it with existed (200)", async () => {
    const anna = await seeker();
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await create(anna.headers, basel));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 200, 200]);
    const [first, ...later] = responses.map((r) => r.json() as { id: number; existed: boolean });
    expect(first).toMatchObject({ existed: false });
    for (const again of later) expect(again).toMatchObject({ id: first!.id, existed: true });
    // Words in another case or spacing, sectors in another order and another frequency: the same alert.
    const same = await create(anna.headers, {
      ...basel,
      query: "  koch ",
      frequency: "weekly",
    });
    expect(same.json()).toMatchObject({ id: first!.id, existed: true, frequency: "daily" });
    expect((await list(anna.headers)).json()).toMatchObject({ count: 1 });
    // Another radius is another alert; so is the same search of another seeker.
    expect((await create(anna.headers, { ...basel, radius_km: 50 })).statusCode).toBe(201);
    expect((await create((await seeker()).headers, basel)).statusCode).toBe(201);
  });

  it("parallel clicks create one alert", async () => {
    const anna = await seeker();
    const responses = await Promise.all([1, 2, 3].map(() => create(anna.headers, { ...basel, sectors: ["I56"] })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await list(anna.headers)).json()).toMatchObject({ count: 1 });
  });

  it("a change that would make an alert the same as another is refused with subscription_exists", async () => {
    const anna = await seeker();
    const a = ZSubscription.parse((await create(anna.headers, { ...basel, sectors: ["I56", "C10"] })).json());
    const b = ZSubscription.parse((await create(anna.headers, { ...basel, radius_km: 50 })).json());
    const refused = await update(anna.headers, b.id, { radius_km: 25, sectors: ["C10", "I56"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: "subscription_exists" });
    expect((await update(anna.headers, a.id, { frequency: "weekly" })).statusCode).toBe(200);
  });

  it("a visitor asking twice gets a new link to the one alert; it turns the alert on again after unsubscribing", async () => {
    const email = freshEmail("twice");
    const ask = () => post("/capi/subscriptions", { email, ...basel });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const rows = () => t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(await rows()).toHaveLength(1);
    const links = (await mailsTo(t.database.db, email)).map(
      (mail) => /subscriptions\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1] ?? "",
    );
    expect(links).toHaveLength(2);
    expect((await post("/capi/subscriptions/confirm", { token: links[1] })).json()).toEqual({ status: "confirmed" });
    expect((await post("/capi/subscriptions/confirm", { token: links[0] })).json()).toEqual({
      status: "already_confirmed",
    });
    await t.database.db.update(subscriptions).set({ active: false }).where(eq(subscriptions.email, email));
    expect((await ask()).statusCode).toBe(202);
    const [newest] = await mailsTo(t.database.db, email); // newest first
    const token = /subscriptions\/confirm\?token=([\w-]+)/.exec(newest!.text)?.[1] ?? "";
    expect((await post("/capi/subscriptions/confirm", { token })).json()).toEqual({ status: "confirmed" });
    expect(await rows()).toMatchObject([{ active: true }]);
  });
});

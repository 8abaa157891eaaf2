/**
 * Issue 30 point 4, search engines told of new and ended listings (Google Indexing API, ADR 092).
 * Google's token and publish endpoints are outside our control: they are a local fake HTTP server
 * here, which checks the JWT bearer assertion's RS256 signature with the service account's public
 * key and its claims, and records the publish calls. Off by default: no row without a key.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, verify } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { indexingNotifications, listings } from "../../db/schema";
import { testClock } from "../../test/clock";
import { buildJob, buildListing, buildOrganization, type BuiltMember } from "../../test/factories";
import { buildTestApp, jsonHeaders, type TestApp } from "../../test/test-app";
import { runListingLifecycle } from "../listings/listings.service";
import { INDEXING_SCOPE, MAX_ATTEMPTS, runIndexingNotifications } from "./indexing.service";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const KEY = {
  type: "service_account",
  client_email: "feeds@jobatlas-test.iam.gserviceaccount.com",
  private_key_id: "key-1",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};

/** The fake Google: a token endpoint that checks the assertion, a publish endpoint that records (and fails when told). */
interface FakeGoogle {
  url: string;
  published: { url: string; type: string; authorization: string | undefined }[];
  tokenRequests: number;
  failNext: number[];
  server: Server;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function startFakeGoogle(): Promise<FakeGoogle> {
  const fake: FakeGoogle = { url: "", published: [], tokenRequests: 0, failNext: [], server: undefined as never };
  fake.server = createServer((request, response) => {
    void (async () => {
      const text = await body(request);
      if (request.url === "/token") {
        fake.tokenRequests++;
        const form = new URLSearchParams(text);
        const [header = "", claims = "", signature = ""] = (form.get("assertion") ?? "").split(".");
        const signed = verify(
          "RSA-SHA256",
          Buffer.from(`${header}.${claims}`),
          publicKey,
          Buffer.from(signature, "base64url"),
        );
        const head = JSON.parse(Buffer.from(header, "base64url").toString()) as Record<string, unknown>;
        const claim = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
        const valid =
          signed &&
          form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
          head.alg === "RS256" &&
          head.kid === "key-1" &&
          claim.iss === KEY.client_email &&
          claim.scope === INDEXING_SCOPE &&
          claim.aud === `${fake.url}/token` &&
          typeof claim.iat === "number" &&
          claim.exp === claim.iat + 3600;
        response.writeHead(valid ? 200 : 400, { "content-type": "application/json" });
        response.end(
          JSON.stringify(valid ? { access_token: "token-1", expires_in: 3600 } : { error: "invalid_grant" }),
        );
        return;
      }
      if (request.url === "/publish") {
        const status = fake.failNext.shift();
        if (status) {
          response.writeHead(status, { "content-type": "application/json" });
          response.end('{"error":{"message":"backend error"}}');
          return;
        }
        const { url, type } = JSON.parse(text) as { url: string; type: string };
        fake.published.push({ url, type, authorization: request.headers.authorization });
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ urlNotificationMetadata: { url } }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

const clock = testClock(new Date("2027-03-10T10:00:00Z"));
let fake: FakeGoogle;
let t: TestApp;
let off: TestApp;
let member: BuiltMember;

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await buildTestApp(
    {
      PUBLIC_URL: "https://jobs.example.ch",
      GOOGLE_INDEXING_KEY: JSON.stringify(KEY),
      GOOGLE_INDEXING_TOKEN_URL: `${fake.url}/token`,
      GOOGLE_INDEXING_PUBLISH_URL: `${fake.url}/publish`,
    },
    { now: clock.now },
  );
  off = await buildTestApp({}, { now: clock.now });
  await Promise.all([t.app.ready(), off.app.ready()]);
  member = await buildOrganization(t, { role: "owner", plan: "pro" });
});
afterAll(async () => {
  await Promise.all([t.app.close(), off.app.close()]);
  await new Promise((resolve) => fake.server.close(resolve));
});

const ctx = () => ({ db: t.database.db, now: clock.now, config: t.config });
const rowsOf = (app: TestApp) => app.database.db.select().from(indexingNotifications).orderBy(indexingNotifications.id);
const pageOf = (organizationId: number, listingId: number, lang = "de") =>
  `https://jobs.example.ch/${lang}/company/${organizationId}/job/${listingId}`;

async function publishNow(app: TestApp, owner: BuiltMember, language = "de") {
  const job = await buildJob(app, { organization: owner });
  const res = await app.app.inject({
    method: "POST",
    url: "/capi/org/listings",
    headers: { ...jsonHeaders, ...owner.headers },
    payload: { job_id: job.id, title: "Schreiner/in EFZ", address_id: null, status: "active", language },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number; job: { id: number } };
}

/** Ends a listing early through PUT, its body as GET answers it. */
async function endNow(owner: BuiltMember, id: number) {
  const detail = (await t.app.inject({ url: `/capi/org/listings/${id}`, headers: owner.headers })).json() as Record<
    string,
    never
  > & { job: { id: number }; address: { id: number } | null; questionnaire: { id: number } | null };
  const fields = [
    "id",
    "title",
    "language",
    "country",
    "published_on",
    "start_kind",
    "start_date",
    "employment_type",
    "remote_type",
    "workload_min",
    "workload_max",
    "salary_min",
    "salary_max",
    "required_languages",
    "listing_url",
    "apply_url",
    "contact_name",
    "contact_email",
    "contact_phone",
    "revision",
  ];
  const payload = {
    ...Object.fromEntries(fields.filter((f) => f in detail).map((f) => [f, detail[f]])),
    status: "archived",
    job_id: detail.job.id,
    address_id: detail.address?.id ?? null,
    questionnaire_id: detail.questionnaire?.id ?? null,
  };
  const res = await t.app.inject({
    method: "PUT",
    url: `/capi/org/listings/${id}`,
    headers: { ...jsonHeaders, ...owner.headers },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("notifications written with the listing's change", () => {
  it("writes none when the Indexing API is not configured", async () => {
    expect(off.config.googleIndexing).toBeNull();
    const owner = await buildOrganization(off, { role: "owner", plan: "pro" });
    await publishNow(off, owner);
    expect(await rowsOf(off)).toEqual([]);
  });

  it("announces a listing published now and withdraws it when it ends early, on its language's page", async () => {
    const before = (await rowsOf(t)).length;
    const listing = await publishNow(t, member, "fr");
    await endNow(member, listing.id);
    const rows = (await rowsOf(t)).slice(before);
    expect(rows.map((row) => [row.kind, row.url, row.sentAt])).toEqual([
      ["URL_UPDATED", pageOf(member.organization.id, listing.id, "fr"), null],
      ["URL_DELETED", pageOf(member.organization.id, listing.id, "fr"), null],
    ]);
  });

  it("announces what the lifecycle publishes and withdraws what it ends", async () => {
    const before = (await rowsOf(t)).length;
    const due = await buildListing(t, { organization: member, status: "planned", publishedOn: "2027-03-10" });
    const ended = await buildListing(t, { organization: member, publishedOn: "2027-02-01", endsOn: "2027-03-09" });
    const report = await runListingLifecycle(ctx());
    expect(report).toMatchObject({ published: 1, expired: 1 });
    const rows = (await rowsOf(t)).slice(before);
    expect(rows.map((row) => [row.kind, row.url]).sort()).toEqual(
      [
        ["URL_DELETED", pageOf(member.organization.id, ended.id)],
        ["URL_UPDATED", pageOf(member.organization.id, due.id)],
      ].sort(),
    );
    // A second run moves nothing and writes nothing.
    await runListingLifecycle(ctx());
    expect((await rowsOf(t)).length).toBe(before + 2);
  });
});

describe("the worker task", () => {
  it("signs in with a signed JWT, sends the due rows once, and retries one the API failed after a backoff", async () => {
    fake.failNext.push(500);
    const due = (await rowsOf(t)).filter((row) => row.sentAt === null);
    expect(due.length).toBeGreaterThan(0);

    const first = await runIndexingNotifications(ctx());
    expect(first).toEqual({ sent: due.length - 1, failed: 1 });
    expect(fake.tokenRequests).toBe(1);
    expect(fake.published.every((call) => call.authorization === "Bearer token-1")).toBe(true);
    const failed = (await rowsOf(t)).find((row) => row.sentAt === null)!;
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringContaining("publish answered 500") });

    // Not yet due: nothing sent again.
    expect(await runIndexingNotifications(ctx())).toEqual({ sent: 0, failed: 0 });
    clock.advanceMinutes(2);
    expect(await runIndexingNotifications(ctx())).toEqual({ sent: 1, failed: 0 });
    expect(fake.published.map((call) => [call.type, call.url]).sort()).toEqual(
      due.map((row) => [row.kind, row.url]).sort(),
    );
    const [sent] = await t.database.db
      .select()
      .from(indexingNotifications)
      .where(eq(indexingNotifications.id, failed.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null, sentAt: clock.now() });
    // The token was kept: one sign-in for all three runs.
    expect(fake.tokenRequests).toBe(1);
    expect(await runIndexingNotifications(ctx())).toEqual({ sent: 0, failed: 0 });
  });

  it("gives a notification up after the most attempts, its last error kept", async () => {
    const listing = await publishNow(t, member);
    const [row] = (await rowsOf(t)).filter((r) => r.sentAt === null);
    expect(row?.url).toBe(pageOf(member.organization.id, listing.id));
    fake.failNext.push(...Array.from({ length: MAX_ATTEMPTS }, () => 503));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runIndexingNotifications(ctx())).toEqual({ sent: 0, failed: 1 });
      clock.advanceMinutes(24 * 60);
    }
    expect(await runIndexingNotifications(ctx())).toEqual({ sent: 0, failed: 0 });
    const [given] = await t.database.db
      .select()
      .from(indexingNotifications)
      .where(eq(indexingNotifications.id, row!.id));
    expect(given).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: expect.stringContaining("503") });
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, listing.id));
  });
});

describe("GOOGLE_INDEXING_KEY", () => {
  it("takes the key's JSON or the path of its file, and says clearly what is wrong", () => {
    expect(loadConfig({ APP_ENV: "test", GOOGLE_INDEXING_KEY: JSON.stringify(KEY) }).googleIndexing).toMatchObject({
      key: { client_email: KEY.client_email },
      tokenUrl: "https://oauth2.googleapis.com/token",
      publishUrl: "https://indexing.googleapis.com/v3/urlNotifications:publish",
    });
    expect(() => loadConfig({ APP_ENV: "test", GOOGLE_INDEXING_KEY: "./no/such/key.json" })).toThrow(
      /GOOGLE_INDEXING_KEY: the file cannot be read \(ENOENT\)/,
    );
    expect(() => loadConfig({ APP_ENV: "test", GOOGLE_INDEXING_KEY: '{"client_email":"x"}' })).toThrow(
      /GOOGLE_INDEXING_KEY: is no service account key: client_email .*private_key/,
    );
    expect(() =>
      loadConfig({ APP_ENV: "test", GOOGLE_INDEXING_KEY: JSON.stringify({ ...KEY, private_key: "nope" }) }),
    ).toThrow(/private_key is no RSA private key in PEM/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPathId } from "@jobatlas/contract";
import {
  FieldError,
  ForbiddenError,
  GoneError,
  NotAuthenticatedError,
  NotFoundError,
  ServiceError,
  ServiceUnavailableError,
} from "../errors";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_CLIENT_ERRORS: "2" });
  // Routes that raise each application error, registered the way feature routes are.
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.get("/capi/test/unauthenticated", async () => {
    throw new NotAuthenticatedError("notAuthenticated");
  });
  app.get("/capi/test/forbidden", async () => {
    throw new ForbiddenError("forbidden");
  });
  app.get("/capi/test/not-found", async () => {
    throw new NotFoundError("notFound");
  });
  app.get("/capi/test/gone", async () => {
    throw new GoneError("gone");
  });
  app.get("/capi/test/unavailable", async () => {
    throw new ServiceUnavailableError("serviceUnavailable");
  });
  app.get("/capi/test/service-error", async () => {
    throw new ServiceError("listing_not_extendable", "forbidden");
  });
  app.get("/capi/test/field-error", async () => {
    throw new FieldError("body", [
      { path: ["postal_code"], key: "orgCompanyPostalCodeUnknown", params: { postalCode: "9999" } },
      { path: ["answers", "7"], key: "userApplicationsQuestionRequired" },
      { path: [], key: "unknownPlace" },
    ]);
  });
  app.get("/capi/test/query-field-error", async () => {
    throw FieldError.at("query", ["location"], "unknownPlace");
  });
  app.get(
    "/capi/test/things/:thing_id",
    { schema: { params: z.strictObject({ thing_id: ZPathId }) } },
    async (request) => ({ id: request.params.thing_id }),
  );
  app.post(
    "/capi/test/echo",
    {
      schema: {
        body: z.strictObject({ email: z.email(), age: z.number().int().min(18), tags: z.array(z.string()).max(2) }),
      },
    },
    async (request) => request.body,
  );
  await t.app.ready();
});
afterAll(() => t.app.close());

describe("the error catalogue (docs/domain.md §3)", () => {
  it.each([
    ["/capi/test/unauthenticated", 401, "NotAuthenticated", "Please sign in.", "Bitte melde dich an."],
    ["/capi/test/forbidden", 403, "Forbidden", "You may not do this.", "Das darfst du nicht."],
    ["/capi/test/not-found", 404, "NotFound", "Not found.", "Nicht gefunden."],
    ["/capi/test/gone", 410, "Gone", "This is no longer available.", "Das ist nicht mehr verfügbar."],
    [
      "/capi/test/unavailable",
      503,
      "ServiceUnavailable",
      expect.stringContaining("unavailable"),
      expect.stringContaining("nicht verfügbar"),
    ],
  ])("%s answers %i %s in en and de", async (url, status, type, en, de) => {
    const inEnglish = await t.app.inject({ url, headers: { "accept-language": "en-GB" } });
    expect(inEnglish.statusCode).toBe(status);
    expect(inEnglish.json()).toEqual({ type, detail: en });
    const inGerman = await t.app.inject({ url, headers: { "accept-language": "de-CH, en;q=0.5" } });
    expect(inGerman.json()).toEqual({ type, detail: de });
  });

  it("gives a ServiceError its code", async () => {
    const res = await t.app.inject({ url: "/capi/test/service-error" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ServiceError",
      detail: "You may not do this.",
      code: "listing_not_extendable",
    });
  });

  it("names every invalid field with a message in the request's language", async () => {
    const body = { email: "not an email", age: 12.5, tags: ["a", "b", "c"] };
    const en = await t.app.inject({
      method: "POST",
      url: "/capi/test/echo",
      headers: { ...jsonHeaders, "accept-language": "en" },
      payload: body,
    });
    expect(en.statusCode).toBe(400);
    const enBody = en.json();
    expect(enBody.type).toBe("ValidationError");
    expect(enBody.detail).toEqual([
      { loc: ["body", "email"], msg: "Enter a valid email address." },
      { loc: ["body", "age"], msg: "Enter a whole number." },
      { loc: ["body", "tags"], msg: "Choose at most 2 elements." },
    ]);
    const de = await t.app.inject({
      method: "POST",
      url: "/capi/test/echo",
      headers: { ...jsonHeaders, "accept-language": "de" },
      payload: body,
    });
    expect(de.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      "Gib eine gültige E-Mail-Adresse ein.",
      "Gib eine ganze Zahl ein.",
      "Wähle höchstens 2 Elemente.",
    ]);
  });

  it("answers a FieldError as a ValidationError at its fields, worded in the request's language", async () => {
    const en = await t.app.inject({ url: "/capi/test/field-error", headers: { "accept-language": "en" } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      type: "ValidationError",
      detail: [
        {
          loc: ["body", "postal_code"],
          msg: "There is no postal code 9999 in Switzerland or Liechtenstein.",
        },
        { loc: ["body", "answers", "7"], msg: "Please answer this question." },
        {
          loc: ["body", "__root__"],
          msg: "No postal code or locality in Switzerland or Liechtenstein has this name.",
        },
      ],
    });
    const de = await t.app.inject({ url: "/capi/test/query-field-error", headers: { "accept-language": "de" } });
    expect(de.statusCode).toBe(400);
    expect(de.json()).toEqual({
      type: "ValidationError",
      detail: [
        {
          loc: ["query", "location"],
          msg: "Keine Postleitzahl und kein Ort in der Schweiz oder in Liechtenstein heisst so.",
        },
      ],
    });
  });

  it("answers a path id that names nothing with 404 NotFound, and hands a valid one over as a number", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "1e3", "007", "%20", "9007199254740992", "99999999999999999999"]) {
      const res = await t.app.inject({ url: `/capi/test/things/${id}`, headers: { "accept-language": "en" } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ type: "NotFound", detail: "Not found." });
    }
    const valid = await t.app.inject({ url: "/capi/test/things/9007199254740991" });
    expect(valid.json()).toEqual({ id: 9007199254740991 });
  });

  it("falls back to English for other languages and never echoes the input", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/test/echo",
      headers: { ...jsonHeaders, "accept-language": "es-ES" },
      payload: { email: "x@example.com", age: 30, tags: [], password: "secret" },
    });
    expect(res.json().detail).toEqual([{ loc: ["body", "password"], msg: "Unknown field." }]);
    expect(res.body).not.toContain("secret");
  });

  it.each([
    ["fr-CH", "Champ inconnu."],
    ["it-CH,it;q=0.9", "Campo sconosciuto."],
  ])("answers a browser asking for %s in its language", async (acceptLanguage, msg) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/test/echo",
      headers: { ...jsonHeaders, "accept-language": acceptLanguage },
      payload: { email: "x@example.com", age: 30, tags: [], password: "secret" },
    });
    expect(res.json().detail).toEqual([{ loc: ["body", "password"], msg }]);
  });

  it("marks a whole-body problem with __root__", async () => {
    const res = await t.app.inject({ method: "POST", url: "/capi/test/echo", headers: jsonHeaders, payload: "[1]" });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail[0].loc).toEqual(["body", "__root__"]);
  });

  it("answers an unknown /capi path with a NotFound body", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({
        method,
        url: "/capi/no-such-thing",
        headers: jsonHeaders,
        payload: method === "POST" ? {} : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });

  it("answers an uncaught error with 500, a request id and nothing internal", async () => {
    const res = await t.app.inject({ url: "/capi/debug/fail", headers: { "x-request-id": "req-1234567890" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      type: "InternalError",
      detail: "Something went wrong on our side. The team was notified.",
      request_id: "req-1234567890",
    });
    expect(res.body).not.toMatch(/Deliberate|at .*\.ts/);
    const logged = t.logs.find((l) => l.reqId === "req-1234567890" && l.level === 50);
    expect(logged?.msg).toBe("unhandled error");
  });

  it("rate-limits with 429 RateLimited and Retry-After", async () => {
    const report = { message: "boom", url: "/de/search" };
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/capi/client-errors",
        headers: { ...jsonHeaders, "accept-language": "de" },
        payload: report,
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      type: "RateLimited",
      detail: expect.stringMatching(/^Zu viele Anfragen\. .* \d+ Sekunden/),
    });
  });
});

describe("bad input never gets a 500", () => {
  it("malformed JSON → 400 ValidationError", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/test/echo",
      headers: jsonHeaders,
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "__root__"], msg: "The request body is not valid JSON." }],
    });
  });

  it("a wrong content type → 415 UnsupportedMediaType", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/capi/test/echo",
        headers: { ...csrfHeaders, "content-type": type },
        payload: "email=x",
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ type: "UnsupportedMediaType" });
    }
  });

  it("a body over 1 MiB → 413 PayloadTooLarge", async () => {
    const payload = JSON.stringify({ email: "a@b.ch", age: 20, tags: ["x".repeat(1024 * 1024 + 10)] });
    const res = await t.app.inject({ method: "POST", url: "/capi/test/echo", headers: jsonHeaders, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ type: "PayloadTooLarge", detail: "The request body is larger than 1 MiB." });
  });

  it("unknown query parameters → 400 naming the parameter", async () => {
    const res = await t.app.inject({ url: "/capi/status?utm_source=x", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["query", "utm_source"], msg: "Unknown field." }],
    });
  });

  it("page URLs stay lenient about their query", async () => {
    const res = await t.app.inject({ url: "/de/search?north=abc&sectors=XX&utm_source=x" });
    expect(res.statusCode).toBe(200);
  });
});

describe("CSRF (double-submit cookie)", () => {
  const report = { message: "boom", url: "/de/search" };
  it("rejects an unsafe request without the header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/client-errors",
      headers: { cookie: csrfHeaders.cookie, "content-type": "application/json" },
      payload: report,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: "Forbidden", detail: "CSRF token missing or incorrect." });
  });

  it("rejects a wrong header and a header without the cookie", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/capi/client-errors",
      headers: { cookie: csrfHeaders.cookie, "x-csrftoken": "x".repeat(43), "content-type": "application/json" },
      payload: report,
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({
      method: "POST",
      url: "/capi/client-errors",
      headers: { "x-csrftoken": csrfHeaders["x-csrftoken"], "content-type": "application/json" },
      payload: report,
    });
    expect(noCookie.statusCode).toBe(403);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest } from "./api-client";
import {
  ApiError,
  ForbiddenError,
  NetworkError,
  NotAuthenticatedError,
  NotFoundError,
  RateLimitedError,
  ServiceError,
  ValidationError,
} from "./api-errors";
import { applyLanguage } from "./i18n";

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  const contentType = typeof body === "string" ? "text/plain" : "application/json";
  const fetchMock = vi.fn(
    async () => new Response(text, { status, headers: { "content-type": contentType, ...headers } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(status: number, body?: unknown, headers?: Record<string, string>): Promise<unknown> {
  respond(status, body, headers);
  return apiRequest("/capi/x").then(
    () => undefined,
    (error: unknown) => error,
  );
}

beforeEach(() => {
  document.cookie = "csrftoken=token-from-cookie; path=/";
  applyLanguage("de");
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "csrftoken=; max-age=0; path=/";
});

describe("apiRequest", () => {
  it("sends Accept-Language, X-CSRFToken and JSON to the same origin", async () => {
    const fetchMock = respond(200, { ok: true });
    applyLanguage("en");
    await apiRequest("/capi/things", { method: "POST", body: { name: "x" }, query: { limit: 50, skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe("/capi/things?limit=50");
    expect(init.credentials).toBe("same-origin");
    expect(headers.get("Accept-Language")).toBe("en");
    expect(headers.get("X-CSRFToken")).toBe("token-from-cookie");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe('{"name":"x"}');
  });

  it("parses the answer with the given schema", async () => {
    respond(200, { count: 2 });
    await expect(apiRequest("/capi/x", { schema: z.object({ count: z.number() }) })).resolves.toEqual({ count: 2 });
  });

  it("treats 204 and an empty body as success with empty data", async () => {
    respond(204);
    await expect(apiRequest("/capi/x")).resolves.toBeUndefined();
    respond(200, "");
    await expect(apiRequest("/capi/x", { schema: z.object({}) })).resolves.toBeUndefined();
  });
});

describe("error classes of spec §8", () => {
  it("401 → NotAuthenticatedError", async () => {
    const error = await failure(401, { type: "NotAuthenticated" });
    expect(error).toBeInstanceOf(NotAuthenticatedError);
    expect(error).toMatchObject({ status: 401 });
  });

  it("403 → ForbiddenError", async () => {
    expect(await failure(403, { type: "Forbidden" })).toBeInstanceOf(ForbiddenError);
  });

  it("429 → RateLimitedError with its detail and Retry-After", async () => {
    const error = await failure(429, { type: "RateLimited", detail: "Too many attempts" }, { "retry-after": "12" });
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, detail: "Too many attempts", retryAfter: 12 });
  });

  it("400 ServiceError → ServiceError with detail and code", async () => {
    const error = await failure(400, {
      type: "ServiceError",
      detail: "Listing could not be extended anymore",
      code: "listing_not_extendable",
    });
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ detail: "Listing could not be extended anymore", code: "listing_not_extendable" });
  });

  it("400 ValidationError → per-field messages; the last loc names the field, __root__ the form", async () => {
    const error = await failure(400, {
      type: "ValidationError",
      detail: [
        { loc: ["body", "email"], msg: "Invalid email" },
        { loc: ["body", "address", "zip"], msg: "Too short" },
        { loc: ["__root__"], msg: "Try again" },
      ],
    });
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      email: ["Invalid email"],
      zip: ["Too short"],
      __root__: ["Try again"],
    });
  });

  it("404 → NotFoundError, not gone", async () => {
    const error = await failure(404, { type: "NotFound", detail: "No such listing" });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, gone: false, detail: "No such listing" });
  });

  it("410 → NotFoundError with the gone flag", async () => {
    const error = await failure(410, { type: "Gone", detail: "This job is no longer available" });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 410, gone: true });
  });

  it.each([
    [400, { type: "Unknown" }],
    [413, { type: "PayloadTooLarge" }],
    [415, { type: "UnsupportedMediaType" }],
    [500, { type: "InternalError", detail: "Internal error", request_id: "req-1" }],
    [503, { type: "ServiceUnavailable" }],
  ])("%i → generic ApiError with the status and the response", async (status, body) => {
    const error = await failure(status, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error).not.toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status, response: body });
  });

  it.each([
    ["a text body", 404, "Not here"],
    ["a type whose status is another", 404, { type: "Gone", detail: "x" }],
    ["a RateLimited without its detail", 429, { type: "RateLimited" }],
    ["a ServiceError without its code", 400, { type: "ServiceError", detail: "No." }],
    ["a ValidationError whose detail is no list", 400, { type: "ValidationError", detail: "Invalid" }],
    ["a ValidationError entry without loc", 400, { type: "ValidationError", detail: [{ msg: "Invalid" }] }],
  ])(
    "a body that is not the catalogue's (%s) → generic ApiError with the status and the response",
    async (_, status, body) => {
      const error = await failure(status, body);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(NotFoundError);
      expect(error).not.toBeInstanceOf(RateLimitedError);
      expect(error).not.toBeInstanceOf(ServiceError);
      expect(error).not.toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ status, response: body });
    },
  );

  it("401 and 403 are read by their status, whatever the body", async () => {
    expect(await failure(401, "Unauthorized")).toBeInstanceOf(NotAuthenticatedError);
    expect(await failure(403)).toBeInstanceOf(ForbiddenError);
  });

  it("keeps the request id of a 500", async () => {
    const error = await failure(500, { type: "InternalError", detail: "x", request_id: "req-42" });
    expect((error as ApiError).requestId).toBe("req-42");
  });

  it("reads a non-JSON error body as text", async () => {
    const error = await failure(502, "Bad gateway");
    expect(error).toMatchObject({ status: 502, response: "Bad gateway" });
  });

  it("a failed network call → NetworkError 'Network error'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await apiRequest("/capi/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("Network error");
  });
});

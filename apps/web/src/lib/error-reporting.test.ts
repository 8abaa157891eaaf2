import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NotFoundError } from "./api-errors";
import { reportClientError, resetErrorReporting } from "./error-reporting";

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetErrorReporting();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("reportClientError", () => {
  it("posts the error with the page URL and the server's request id", () => {
    reportClientError(new ApiError(500, { type: "InternalError", detail: "x", request_id: "req-7" }));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/capi/client-errors");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toMatchObject({
      message: "ApiError: Request failed with status 500",
      url: window.location.href,
      request_id: "req-7",
    });
  });

  it("reports the same error once and at most 5 per page", () => {
    const error = new Error("boom");
    reportClientError(error);
    reportClientError(error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) reportClientError(new Error(`other ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("does not report what the user caused (4xx)", () => {
    reportClientError(new NotFoundError(404, null));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

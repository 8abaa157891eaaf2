import { afterEach, describe, expect, it, vi } from "vitest";
import { orgApi } from "./org-api";

afterEach(() => vi.unstubAllGlobals());

describe("orgApi", () => {
  it("names the organisation in X-Organization on every call", async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"ok":true}', { status: 200, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const org = orgApi("acme-ag");
    await org.get("/capi/org", { headers: { "X-Other": "1" } });
    await org.post("/capi/org/jobs", { title: "x" });
    for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(call[1].headers).get("X-Organization")).toBe("acme-ag");
    }
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get("X-Other")).toBe(
      "1",
    );
  });
});

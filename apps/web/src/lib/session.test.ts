import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { appKeys } from "./query-keys";
import { refreshSession, safeNextPath } from "./session";

describe("safeNextPath", () => {
  it("keeps same-origin paths under a language prefix, with search and hash", () => {
    expect(safeNextPath("/en/user/applications", "de")).toBe("/en/user/applications");
    expect(safeNextPath("/de/org/acme?x=1#top", "en")).toBe("/de/org/acme?x=1#top");
    expect(safeNextPath("/de", "en")).toBe("/de");
    expect(safeNextPath("/fr/search?query=cuisinier", "de")).toBe("/fr/search?query=cuisinier");
    expect(safeNextPath("/it/user/applications", "en")).toBe("/it/user/applications");
  });

  it("sends anything else to the search in the page language (no open redirect)", () => {
    for (const next of [
      "https://evil.example",
      "//evil.example/de",
      "/\\evil.example",
      "/de\\..\\evil",
      "/de/\u0000x",
      "javascript:alert(1)",
      "/es/search",
      "",
      undefined,
      42,
    ]) {
      expect(safeNextPath(next, "en")).toBe("/en/search");
    }
  });
});

describe("refreshSession", () => {
  it("drops the previous session's data and refetches the status even when nothing watches it", async () => {
    const queryClient = new QueryClient();
    const status = vi.fn(async () => ({ authenticated: true }));
    await queryClient.fetchQuery({ queryKey: appKeys.status, queryFn: status });
    queryClient.setQueryData(["profile"], { id: 1 });
    await refreshSession(queryClient);
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
    expect(status).toHaveBeenCalledTimes(2);
  });
});

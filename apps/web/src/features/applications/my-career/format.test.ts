import { describe, expect, it } from "vitest";
import { applicationPathId, isAnonymousStatusPage } from "./format";

describe("isAnonymousStatusPage", () => {
  it.each([
    ["/de/user/applications/12", { token: "abc" }, true],
    ["/en/user/applications/12/", { token: "abc" }, true],
    ["/de/user/applications/12", {}, false],
    ["/de/user/applications/12", { token: "" }, false],
    ["/de/user/applications/12", { token: "  " }, false],
    ["/de/user/applications/12", { token: 5 }, false],
    // The editor with the token (issue 24 point 8, ADR 055); without one it needs a session.
    ["/de/user/applications/12/edit", { token: "abc" }, true],
    ["/en/user/applications/12/edit/", { token: "abc" }, true],
    ["/de/user/applications/12/edit", {}, false],
    ["/de/user/applications/12/withdraw", { token: "abc" }, false],
    ["/de/user/applications", { token: "abc" }, false],
    ["/de/user", { token: "abc" }, false],
    ["/de/user/likes", { token: "abc" }, false],
  ])("%s with %j → %s", (pathname, search, expected) => {
    expect(isAnonymousStatusPage({ pathname, search })).toBe(expected);
  });
});

describe("applicationPathId", () => {
  it.each([
    ["1", 1],
    ["123", 123],
    ["0", undefined],
    ["abc", undefined],
    ["1.5", undefined],
    ["99999999999999999", undefined],
  ])("%s → %s", (value, expected) => {
    expect(applicationPathId(value)).toBe(expected);
  });
});

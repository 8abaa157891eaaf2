import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const form = { ...csrfHeaders, "content-type": "application/x-www-form-urlencoded", "accept-language": "en" };

describe("POST /i18n/setlang/ with a next outside ASCII", () => {
  it.each([
    ["/de/company/Zürich", "/de/company/Z%C3%BCrich"],
    ["/de/search?query=Genève", "/de/search?query=Gen%C3%A8ve"],
    ["/de/search?query=日本", "/de/search?query=%E6%97%A5%E6%9C%AC"],
    ["/de/search?query=€ 😀", "/de/search?query=%E2%82%AC%20%F0%9F%98%80"],
    ["/de/search?query=%C3%A9", "/de/search?query=%C3%A9"],
  ])("redirects %s to the percent-encoded %s", async (next, location) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: form,
      payload: `language=de&next=${encodeURIComponent(next)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
  });

  it("never answers 500 for a lone surrogate sent as JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...form, "content-type": "application/json" },
      payload: '{"language":"de","next":"/de/\\ud800x"}',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/de/%EF%BF%BDx");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe("POST /capi/client-errors", () => {
  it("logs the report with the request id, so the team is notified", async () => {
    const res = await postJson(
      t,
      "/capi/client-errors",
      { message: "TypeError: x is undefined", url: "/de/search", stack: "at Search (search.tsx:10)" },
      { "x-request-id": "client-report-1" },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const line = t.logs.find((l) => l.reqId === "client-report-1" && l.msg === "client error reported");
    expect(line).toMatchObject({ level: 40, clientError: { message: "TypeError: x is undefined", url: "/de/search" } });
  });

  it("refuses an empty or oversized report", async () => {
    const res = await postJson(
      t,
      "/capi/client-errors",
      { message: "", url: "/", stack: "x".repeat(10_001) },
      { "accept-language": "en" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([
      { loc: ["body", "message"], msg: "Required." },
      { loc: ["body", "stack"], msg: "Enter at most 10000 characters." },
    ]);
  });
});

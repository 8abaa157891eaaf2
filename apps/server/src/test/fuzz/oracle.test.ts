/** The fuzz suite's oracle must catch what it claims to: checked on hand-made answers. */
import { describe, expect, it } from "vitest";
import type { Operation } from "./document";
import { problemsOf } from "./oracle";

const notFound = {
  type: "object",
  properties: { type: { type: "string", enum: ["NotFound"] }, detail: { type: "string" } },
  required: ["type"],
  additionalProperties: false,
};
const op: Operation = {
  name: "GET /capi/things/{id}",
  operationId: "readThing",
  method: "GET",
  path: "/capi/things/{id}",
  pathParams: [],
  query: [],
  headers: [],
  responses: {
    "200": {
      "application/json": {
        type: "object",
        properties: { id: { type: "number" }, name: { type: "string" } },
        required: ["id", "name"],
        additionalProperties: false,
      },
    },
    "404": { "application/json": notFound },
    "500": { "application/json": { type: "object" } },
  },
};
const json = { "content-type": "application/json; charset=utf-8" };
const answer = (statusCode: number, body: unknown) => ({ statusCode, headers: json, body: JSON.stringify(body) });

describe("the fuzz oracle", () => {
  it("passes an answer the document describes", () => {
    expect(problemsOf(op, answer(200, { id: 1, name: "Bäckerei" }), "")).toEqual([]);
    expect(problemsOf(op, answer(404, { type: "NotFound", detail: "Not found." }), "")).toEqual([]);
  });

  it("fails a 5xx even when the document names it", () => {
    const problems = problemsOf(op, answer(500, { type: "InternalError", detail: "x", request_id: "1" }), "");
    expect(problems).toContain("answered 500");
  });

  it("fails a status the document does not name, and a body off its schema", () => {
    expect(problemsOf(op, answer(410, { type: "Gone" }), "")[0]).toMatch(/410, which the document does not name/);
    expect(problemsOf(op, answer(200, { id: "1", name: "x" }), "")[0]).toMatch(
      /does not match the document's 200 schema/,
    );
    expect(problemsOf(op, answer(200, { id: 1, name: "x", secret: 1 }), "")).toHaveLength(1);
  });

  it("fails an error outside the catalogue or with another type's status", () => {
    expect(problemsOf(op, answer(404, { type: "Gone" }), "").join()).toMatch(/Gone with status 404/);
    expect(problemsOf(op, { statusCode: 404, headers: { "content-type": "text/html" }, body: "<h1>" }, "")[0]).toMatch(
      /content type text\/html/,
    );
  });

  it("fails leaked internals unless the request carried the text", () => {
    const leak = (detail: string, sent = "") =>
      problemsOf(op, answer(404, { type: "NotFound", detail }), sent).filter((p) => p.startsWith("leaks"));
    expect(leak("TypeError: x is undefined\n    at f (/work/main/apps/server/src/x.ts:1:2)")).toHaveLength(4);
    expect(leak('Failed query: select "id" from users')).toHaveLength(1);
    expect(leak('duplicate key value violates unique constraint "x"')).toHaveLength(1);
    expect(leak("Kein Eintrag für «undefined»", "GET /capi/things/undefined")).toEqual([]);
  });
});

/**
 * API fuzzing (issue 12 §4, ADR 033): for every /capi operation of the OpenAPI document the app
 * serves, generated requests — valid-ish ones built from the route's schemas and the ids that exist,
 * and mutated or hostile ones — as anonymous, a seeker, a member of a foreign organisation and a
 * member of the organisation that owns the ids. Every answer must be below 500, named by the
 * document, match its schema and leak nothing (fuzz/oracle.ts).
 *
 *   FUZZ_RUNS=200 npx vitest run --project server apps/server/src/test/fuzz.test.ts
 *   FUZZ_SEED=123 …   another sequence (a failure prints its seed and the shrunk request)
 *   FUZZ_STATS=1 …    prints the answers per operation ("invalid" = refused by validation)
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { operationsOf, type OpenApiDocument } from "./fuzz/document";
import { buildFixtures, kindOf, personaHeaders, type PersonaHeaders } from "./fuzz/fixtures";
import { problemsOf } from "./fuzz/oracle";
import { requestsFor, type FuzzRequest } from "./fuzz/requests";
import { buildTestApp } from "./test-app";

/** Runs per operation: ~130 operations × 25 runs stay well inside the 2-minute budget on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const t = await buildTestApp();
afterAll(() => t.app.close());
await t.app.ready();
const document = (await t.app.inject("/capi/openapi.json")).json<OpenApiDocument>();
const operations = operationsOf(document);
const fixtures = await buildFixtures(t);

/** A stable number per operation, so that adding one does not change the others' sequences. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The ids and tokens a successful answer names join the pools, so later calls find them. */
function harvest(path: string, value: unknown, key = "", depth = 0): void {
  if (depth > 4 || value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) harvest(path, item, key, depth + 1);
    return;
  }
  if (typeof value === "object") {
    for (const [k, v] of Object.entries(value)) harvest(path, v, k, depth + 1);
    return;
  }
  const kind = kindOf(key, path);
  if (kind && (typeof value === "number" || (typeof value === "string" && value.length <= 200)))
    fixtures.pools.add(kind, value);
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ""
      : `\n  body: ${(Buffer.isBuffer(request.payload) ? `<${request.payload.length} bytes>` : request.payload).slice(0, 1500)}`;
  return `${request.method} ${request.url.slice(0, 1500)} as ${request.persona}\n  headers: ${JSON.stringify(request.headers)}${payload}`;
}

describe("fuzzing every /capi operation", () => {
  it("finds the operations in the document", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(
      op.name,
      async () => {
        let personas: PersonaHeaders = await personaHeaders(t, fixtures);
        const outcomes = new Map<string, number>();
        await fc.assert(
          fc.asyncProperty(
            requestsFor(op, fixtures.pools, () => personas),
            async (request) => {
              const res = await t.app.inject({
                method: request.method as "GET",
                url: request.url,
                headers: request.headers,
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              const outcome =
                res.statusCode === 400 && res.body.includes('"ValidationError"') ? "invalid" : String(res.statusCode);
              outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
              const sent = `${request.url} ${JSON.stringify(request.headers)} ${String(request.payload ?? "")}`;
              const problems = problemsOf(
                op,
                { statusCode: res.statusCode, headers: res.headers, body: res.body },
                sent,
              );
              if (problems.length > 0) {
                throw new Error(
                  `${problems.join("\n")}\n${describeRequest(request)}\n  answer ${res.statusCode}: ${res.body.slice(0, 1500)}`,
                );
              }
              if (res.statusCode < 300 && res.headers["content-type"]?.toString().startsWith("application/json"))
                harvest(op.path, res.json());
              // A run that signed the persona out or deleted it: the next runs get fresh sessions.
              if (res.statusCode < 300 && /logout|account-deletion|members/.test(op.path) && request.method !== "GET")
                personas = await personaHeaders(t, fixtures);
            },
          ),
          { seed: (SEED ^ hash(op.operationId)) >>> 0, numRuns: RUNS, verbose: 0 },
        );
        if (process.env.FUZZ_STATS) console.log(`fuzz ${op.name} ${JSON.stringify(Object.fromEntries(outcomes))}`);
        // Not every answer may be a validation refusal: some runs must reach the service.
        expect([...outcomes.keys()], `outcomes ${JSON.stringify([...outcomes])}`).not.toEqual(["invalid"]);
      },
      Math.max(30_000, RUNS * 1_000),
    );
  }
});

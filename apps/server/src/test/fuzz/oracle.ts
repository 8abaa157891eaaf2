/**
 * What every answer must be, whatever was sent: below 500, a status the OpenAPI document names for
 * the operation, a body matching the document's schema for that status (the error catalogue for
 * errors, checked again with the contract's ZErrorBody), and nothing internal in it.
 */
import { z } from "zod";
import { errorBodyStatus, ZErrorBody } from "@jobatlas/contract";
import type { Operation } from "./document";
import type { JsonSchema } from "./schema-arbitrary";

/** Traces of internals: stack frames, paths, driver and SQL messages, JS error names. */
const LEAKS: [string, RegExp][] = [
  ["stack frame", /\bat .{1,200}:\d+:\d+\)?/],
  ["source path", /node_modules|\/work\/|apps\/server\/src|\.ts:\d+/],
  [
    "SQL",
    /\b(select \S+ from|insert into|update \S+ set|delete from)\b|Failed query|syntax error at|violates|duplicate key|relation "/i,
  ],
  ["driver error", /\b(PGlite|pg_|SQLSTATE|ECONNREFUSED|ETIMEDOUT)\b/],
  ["JS error", /\b(TypeError|RangeError|ReferenceError|SyntaxError|ZodError|AggregateError)\b|\bError: /],
  ["undefined", /\bundefined\b|\[object Object\]|\bNaN\b/],
];

/** Statuses the catalogue maps by a rule of its own (ADR 010): too large headers, a slow client. */
const OWN_STATUS: Record<number, string> = { 408: "ValidationError", 431: "PayloadTooLarge" };

const compiled = new Map<JsonSchema, z.ZodType>();
function zodOf(schema: JsonSchema): z.ZodType {
  let schemaZod = compiled.get(schema);
  if (!schemaZod) {
    schemaZod = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    compiled.set(schema, schemaZod);
  }
  return schemaZod;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with an answer (empty when nothing): each entry one sentence. */
export function problemsOf(op: Operation, answer: Answer, sent: string): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  const declared = op.responses[String(status)];
  if (!declared) problems.push(`answered ${status}, which the document does not name for ${op.operationId}`);
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(body);
    // Text the request itself carried may come back (a title, a query): only new text is a leak.
    if (match && !sent.includes(match[0])) problems.push(`leaks ${what}: "${match[0]}"`);
  }
  if (status === 204 || status === 303) {
    if (body !== "") problems.push(`${status} with a body`);
    return problems;
  }
  const type = String(answer.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim();
  if (declared && Object.keys(declared).length > 0 && !(type in declared))
    problems.push(`content type ${type || "(none)"}, the document names ${Object.keys(declared).join(", ")}`);
  if (type !== "application/json") return problems;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    problems.push("a JSON content type with a body that is not JSON");
    return problems;
  }
  const schema = declared?.["application/json"];
  if (schema) {
    const result = zodOf(schema).safeParse(json);
    if (!result.success)
      problems.push(
        `body does not match the document's ${status} schema: ${z.prettifyError(result.error).slice(0, 600)}`,
      );
  }
  if (status >= 400) {
    const error = ZErrorBody.safeParse(json);
    if (!error.success) problems.push("error body outside the catalogue (ZErrorBody)");
    else if (errorBodyStatus(error.data) !== status && OWN_STATUS[status] !== error.data.type)
      problems.push(`${error.data.type} with status ${status}, the catalogue says ${errorBodyStatus(error.data)}`);
  }
  return problems;
}

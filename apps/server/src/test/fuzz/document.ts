/** The /capi operations of the OpenAPI document the app serves, in the shape the fuzzer needs. */
import type { JsonSchema } from "./schema-arbitrary";

interface DocParameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface DocOperation {
  operationId: string;
  parameters?: DocParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "GET /capi/org/listings/{listing_id}" */
  name: string;
  operationId: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON body's schema; undefined for calls without one (or with a raw upload body). */
  body?: JsonSchema;
  /** By status: the content types and, for JSON, the schema of the answer. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith("/capi/")) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      const parameters = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required ?? false,
        schema: p.schema ?? { type: "string" },
      }));
      const responses: Operation["responses"] = {};
      for (const [status, response] of Object.entries(op.responses)) {
        responses[status] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema]),
        );
      }
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        query: parameters.filter((p) => p.in === "query"),
        headers: parameters.filter((p) => p.in === "header"),
        body: op.requestBody?.content["application/json"]?.schema,
        responses,
      });
    }
  }
  return operations;
}

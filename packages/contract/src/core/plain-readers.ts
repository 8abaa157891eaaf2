/**
 * Plain readers of what the web app reads on every page before any screen's code: the settings
 * node and the error bodies of the API (ADR 048). Each accepts and returns exactly what
 * the zod schema it is named after does (`ZAppSettings.parse`, `ZErrorBody.safeParse`), which
 * `plain-readers.test.ts` checks against those schemas; the schemas stay the definition (and give
 * the types).
 */
import { LANGUAGES } from "./constants";
import type { TErrorBody, TValidationErrorEntry } from "../errors";
import type { TAppSettings } from "../settings";

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";

const APP_ENVIRONMENTS: readonly TAppSettings["environment"][] = ["development", "production", "test"];
const APP_LANGUAGES: readonly TAppSettings["language"][] = LANGUAGES;

/** The settings node's JSON as `ZAppSettings.parse` reads it; throws when it does not fit. */
export function parseAppSettings(value: unknown): TAppSettings {
  if (!isObject(value)) throw new TypeError("App settings: not an object");
  const { language, csrfToken, publicUrl, mapStyleUrl, version, environment } = value;
  const fits =
    APP_LANGUAGES.includes(language as TAppSettings["language"]) &&
    isString(csrfToken) &&
    isString(publicUrl) &&
    (mapStyleUrl === null || isString(mapStyleUrl)) &&
    isString(version) &&
    APP_ENVIRONMENTS.includes(environment as TAppSettings["environment"]);
  if (!fits) throw new TypeError("App settings: a field is missing or has the wrong type");
  return {
    language: language as TAppSettings["language"],
    csrfToken: csrfToken as string,
    publicUrl: publicUrl as string,
    mapStyleUrl: mapStyleUrl as string | null,
    version: version as string,
    environment: environment as TAppSettings["environment"],
  };
}

/** The types whose `detail` is an optional string (errors.ts). */
const OPTIONAL_DETAIL = new Set([
  "NotAuthenticated",
  "Forbidden",
  "NotFound",
  "Gone",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "ServiceUnavailable",
]);

function validationEntries(detail: unknown): TValidationErrorEntry[] | undefined {
  if (!Array.isArray(detail)) return undefined;
  const entries: TValidationErrorEntry[] = [];
  for (const entry of detail) {
    if (!isObject(entry) || !Array.isArray(entry.loc) || !isString(entry.msg)) return undefined;
    const loc = entry.loc as unknown[];
    if (!loc.every((part) => isString(part) || (typeof part === "number" && Number.isFinite(part)))) return undefined;
    entries.push({ loc: [...(loc as (string | number)[])], msg: entry.msg });
  }
  return entries;
}

/** A body as one of the catalogue's error bodies, as `ZErrorBody.safeParse` reads it; else undefined. */
export function parseErrorBody(body: unknown): TErrorBody | undefined {
  if (!isObject(body)) return undefined;
  const { type, detail } = body;
  if (!isString(type)) return undefined;
  if (type === "ValidationError") {
    const entries = validationEntries(detail);
    return entries ? { type, detail: entries } : undefined;
  }
  if (type === "ServiceError")
    return isString(detail) && isString(body.code) ? { type, detail, code: body.code } : undefined;
  if (type === "RateLimited") return isString(detail) ? { type, detail } : undefined;
  if (type === "InternalError")
    return isString(detail) && isString(body.request_id) ? { type, detail, request_id: body.request_id } : undefined;
  if (OPTIONAL_DETAIL.has(type)) {
    if (detail !== undefined && !isString(detail)) return undefined;
    return ("detail" in body ? { type, detail } : { type }) as TErrorBody;
  }
  return undefined;
}

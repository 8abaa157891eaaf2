/**
 * How the API's list queries read their parameters, one way for every area: a list parameter
 * given repeated (`status=a&status=b`) or comma-separated (`status=a,b`), and a boolean given as
 * `true`/`false` or `1`/`0`. (The web app's route searches read theirs leniently: search-params.ts.)
 */
import { z } from "zod";

/** The items of a list parameter, repeated (`a=x&a=y`) or comma-separated (`a=x,y`); other values as they came. */
export function splitListParam(value: unknown): unknown {
  return typeof value === "string"
    ? value.split(",")
    : Array.isArray(value)
      ? value.flatMap((e) => (typeof e === "string" ? e.split(",") : [e]))
      : value;
}

/**
 * An optional list parameter: its items (splitListParam) checked by `list`, the `z.array(item)`
 * with the bounds (and any transform) of that parameter.
 */
export function queryList<T extends z.ZodType>(list: T) {
  return z.preprocess(splitListParam, list).optional();
}

/** `true`/`false` (also 1/0) in a query string, as a boolean. */
export const ZQueryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

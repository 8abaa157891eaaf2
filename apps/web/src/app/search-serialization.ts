import { defaultParseSearch, stringifySearchWith } from "@tanstack/react-router";

/**
 * How the router writes a route's search params into the address. TanStack Router's default
 * writes a list as JSON (`?sectors=%5B%22I56%22%5D`, i.e. `sectors=["I56"]`); ours writes it as a
 * comma-separated list (`?sectors=I56,C10`), as the job alerts' mails already link to the search.
 * The contract's lenient lists (search-params.ts, route-search.ts) read that, the old JSON form of
 * links and bookmarks made before, and repeated params (`sectors=I56&sectors=C10`, which the
 * default parser makes an array); the server-drawn pages parse with the same router (ADR 050).
 * Everything else is written as the default does.
 */
const stringifyDefault = stringifySearchWith(JSON.stringify, JSON.parse);

/** A list as `a,b,c` when it reads back as the same list; undefined when it would not (then JSON). */
function commaList(value: readonly unknown[]): string | undefined {
  if (value.length === 0) return undefined;
  const plain = value.every(
    (item) =>
      (typeof item === "string" && item !== "" && !item.includes(",")) ||
      (typeof item === "number" && Number.isFinite(item)),
  );
  if (!plain) return undefined;
  const joined = value.join(",");
  // What the router and the lenient list make of it: a string split at the commas, or the one number.
  const back: unknown = (defaultParseSearch(`?v=${encodeURIComponent(joined)}`) as Record<string, unknown>).v;
  const items = typeof back === "string" ? back.split(",") : typeof back === "number" ? [back] : undefined;
  // A text comes back as that text; a number as itself or its digits (the lists coerce them).
  const same = (item: unknown, i: number) =>
    typeof value[i] === "string" ? item === value[i] : String(item) === String(value[i]);
  return items && items.length === value.length && items.every(same) ? joined : undefined;
}

export function stringifyRouteSearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    const list = Array.isArray(value) ? commaList(value) : undefined;
    // The commas stay commas (allowed in a query, and what a person reads and types).
    if (list !== undefined)
      parts.push(`${encodeURIComponent(key)}=${list.split(",").map(encodeURIComponent).join(",")}`);
    else {
      // A comma in a text too, so the address of a list and of the same text are one: the router
      // compares the address it reads with the one it writes (a difference is a redirect, and
      // the server then leaves the page undrawn).
      const part = stringifyDefault({ [key]: value })
        .slice(1)
        .replace(/%2C/gi, ",");
      if (part) parts.push(part);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

export { defaultParseSearch as parseRouteSearch };

/**
 * Links written by companies (descriptions, job texts, websites) open only when they are web or
 * mail addresses: `javascript:`, `data:`, relative and unparsable links become plain text. The
 * scheme is read with the browser's own URL parser, which also drops the tabs and newlines
 * (`java\tscript:`) and leading control characters a browser would ignore.
 */
export function safeLinkHref(
  value: string | null | undefined,
  schemes: readonly string[] = ["http:", "https:", "mailto:"],
): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!schemes.includes(url.protocol)) return undefined;
  if (url.protocol !== "mailto:" && !url.hostname) return undefined;
  return url.href;
}

/** A company website: http(s) only. */
export function safeWebsiteHref(value: string | null | undefined): string | undefined {
  return safeLinkHref(value, ["http:", "https:"]);
}

/** The host and path of a website, for its visible text ("www.muster.ch/jobs"). */
export function websiteLabel(href: string): string {
  const url = new URL(href);
  return `${url.hostname}${url.pathname === "/" ? "" : url.pathname}`;
}

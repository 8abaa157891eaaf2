/**
 * `iframe` on the listing page (spec §2): present and empty, 1 or true renders the page without the
 * site's header and footer, for embedding. The same values the contract's `lenientFlag` accepts.
 */
export function isIframeSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has("iframe")) return false;
  return ["", "1", "true", '"1"', '""'].includes(params.get("iframe") ?? "");
}

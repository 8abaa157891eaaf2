import type { TLanguage } from "@jobatlas/contract";
import { LAST_SEARCH_KEY } from "@/features/search";
import { safeNextPath } from "@/lib/session";

/**
 * "Back to results" of the company page (`b=1`): the search as it was, from sessionStorage, in the
 * page's language; the plain search when none was kept or what was kept is not a search path.
 */
export function lastSearchHref(lang: TLanguage, storage: Pick<Storage, "getItem"> | undefined = safeSessionStorage()) {
  const fallback = `/${lang}/search`;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LAST_SEARCH_KEY) ?? null;
  } catch {
    return fallback;
  }
  if (!stored) return fallback;
  // An absolute URL of this site is taken by its path.
  let path = stored;
  if (/^https?:/i.test(stored)) {
    try {
      const url = new URL(stored);
      if (typeof window !== "undefined" && url.origin !== window.location.origin) return fallback;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return fallback;
    }
  }
  const safe = safeNextPath(path, lang);
  // The search itself (with or without a trailing slash), not a page under it such as search/profile.
  const match = /^\/(?:de|en)\/search(\/?(?:[?#].*)?)$/.exec(safe);
  return match ? `/${lang}/search${match[1]}` : fallback;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

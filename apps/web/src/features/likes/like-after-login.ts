import { likesPageSearchParams } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";

/**
 * Like after sign-in (ADR 014): a signed-out visitor who clicks a like button goes to sign in with
 * `next` = the watchlist page carrying the like and the page to return to,
 * `/{lang}/user/likes?like={companyId}&back={the page}`. The server keeps `next` through the
 * mailed link (so it works in the tab the mail opens too); the watchlist route does the like and
 * sends the visitor back. No page needs to know about the marker.
 */
export function likeAfterLoginPath(lang: TLanguage, companyId: number, back: string): string {
  const params = new URLSearchParams({ like: String(companyId), back });
  return `/${lang}/user/likes?${params.toString()}`;
}

/**
 * user/likes: `like` and `back` as likeAfterLoginPath writes them; anything else is dropped.
 */
export const likesPageSearch = likesPageSearchParams;

const PENDING_LIKE_KEY = "jobatlas:pendingLike";
const PENDING_LIKE_MS = 60 * 60 * 1000;

/**
 * The like button notes the like it sends to sign-in (localStorage, so the tab the mailed link
 * opens sees it too). The watchlist route likes only a company noted here: a link with `like=`
 * that someone else sent does not add a like by being opened.
 */
export function rememberPendingLike(companyId: number, now = Date.now()): void {
  try {
    localStorage.setItem(PENDING_LIKE_KEY, JSON.stringify({ companyId, at: now }));
  } catch {
    // Storage blocked: the like is not done after sign-in; the visitor clicks again.
  }
}

/** Whether this like was noted by a like button in the last hour; the note is used up. */
export function takePendingLike(companyId: number, now = Date.now()): boolean {
  try {
    const noted = JSON.parse(localStorage.getItem(PENDING_LIKE_KEY) ?? "null") as {
      companyId?: unknown;
      at?: unknown;
    } | null;
    localStorage.removeItem(PENDING_LIKE_KEY);
    return noted?.companyId === companyId && typeof noted.at === "number" && now - noted.at < PENDING_LIKE_MS;
  } catch {
    return false;
  }
}

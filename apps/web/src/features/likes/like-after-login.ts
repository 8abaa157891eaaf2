import { lenientId, ZRelativePath, type TLanguage } from "@jobatlas/contract";
import { z } from "zod";

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

/** user/likes: `like` and `back` as likeAfterLoginPath writes them; anything else is dropped. */
export const likesPageSearch = z.object({
  like: lenientId(),
  back: ZRelativePath.optional().catch(undefined),
});

import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toasts";
import { i18n } from "@/lib/i18n";
import { LIKED_FLAG_QUERY_KEYS, setLike } from "./api/likes";
import { takePendingLike } from "./like-after-login";

/**
 * The watchlist route's part of ADR 014: likes the company named by `like` (idempotent PUT), so
 * the page the visitor returns to shows it done. A failure (e.g. the company is gone) is told
 * in a toast; the visitor goes back all the same.
 */
export async function completeLikeAfterLogin(queryClient: QueryClient, companyId: number): Promise<void> {
  if (!takePendingLike(companyId)) return; // not sent here by this browser's like button
  try {
    await setLike(companyId, true);
    await Promise.all(LIKED_FLAG_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  } catch {
    toast.error(i18n.t("company.like.failed"), { id: "like-failed" });
  }
}

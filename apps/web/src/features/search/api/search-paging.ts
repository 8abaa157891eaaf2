import { searchRetry, searchRetryDelay } from "./search-retry";

type SearchPage = { items: readonly unknown[]; count: number };

/** The next page's offset: after everything loaded so far, until the page's `count` is reached. */
export function nextSearchOffset(last: SearchPage, pages: readonly SearchPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.count ? loaded : undefined;
}

/** The paging and retry options every search list's infinite query shares (offset paging from 0). */
export const searchPaging = {
  initialPageParam: 0,
  getNextPageParam: nextSearchOffset,
  retry: searchRetry,
  retryDelay: searchRetryDelay,
};

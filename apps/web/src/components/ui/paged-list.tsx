import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation, type TKey } from "@/lib/i18n";
import { Button } from "./button";
import { cn } from "./cn";
import { LoadFailed } from "./query-states";

type ListTextName = "loading" | "results" | "shown" | "loadFailed" | "retry" | "showMore";
type EmptyTextName = "noMatch" | "clearFilters" | "empty" | "emptyText";
type PrefixOf<K> = K extends `${infer Base}.loadFailed` ? Base : never;
type Prefixes = PrefixOf<TKey>;
/** A catalogue part with the texts of a paged list ("jobs.list"). */
export type PagedListTexts = { [P in Prefixes]: `${P}.${ListTextName}` extends TKey ? P : never }[Prefixes];
/** A catalogue part with the texts of a filtered list's empty state too. */
export type FilteredListTexts = {
  [P in PagedListTexts]: `${P}.${EmptyTextName}` extends TKey ? P : never;
}[PagedListTexts];

/** The part of useInfiniteQuery's result PagedList reads: pages of `items` with the total `count`. */
interface PagedQuery<T> {
  data: { pages: { items: T[]; count: number }[] } | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A list's results, some pages at a time (an organisation's jobs, its candidates, the seeker's
 * applications): the count as a status, the load failure, the empty state (`empty` under
 * `emptyIcon`), the rows and "show the next n". `texts` names the catalogue part with the list's words.
 */
export function PagedList<T>({
  caption,
  texts,
  query,
  pageSize,
  emptyIcon: EmptyIcon,
  empty,
  children,
}: {
  caption: string;
  texts: PagedListTexts;
  query: PagedQuery<T>;
  pageSize: number;
  emptyIcon: LucideIcon;
  /** What the empty state says (FilteredEmpty for a filtered list). */
  empty: ReactNode;
  /** The rows (`<li>`s) of the items so far. */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const remaining = Math.min(pageSize, count - items.length);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="sr-only">
        {caption}
      </h2>
      <p role="status" className="text-sm text-muted">
        {query.isPending
          ? t(`${texts}.loading`)
          : query.isSuccess
            ? `${t(`${texts}.results`, { count })}${count > items.length ? ` · ${t(`${texts}.shown`, { shown: items.length, count })}` : ""}`
            : ""}
      </p>
      {query.isError && !query.data && (
        <LoadFailed
          text={t(`${texts}.loadFailed`)}
          retryLabel={t(`${texts}.retry`)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && items.length === 0 && (
        <div className="space-y-3 rounded-lg border border-dashed border-input p-8 text-center">
          <EmptyIcon aria-hidden="true" className="mx-auto size-8 text-muted" />
          {empty}
        </div>
      )}
      {items.length > 0 && (
        <ul
          aria-busy={query.isPlaceholderData}
          className={cn(
            "divide-y divide-border rounded-lg border border-border",
            query.isPlaceholderData && "opacity-60",
          )}
        >
          {children(items)}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t(`${texts}.loading`) : t(`${texts}.showMore`, { count: remaining })}
        </Button>
      )}
    </section>
  );
}

/** A filtered list's empty state: "none match" with "clear the filters" when `filtered`, else "none yet". */
export function FilteredEmpty({
  texts,
  filtered,
  onClearFilters,
}: {
  texts: FilteredListTexts;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  return filtered ? (
    <>
      <p className="font-semibold">{t(`${texts}.noMatch`)}</p>
      <Button variant="secondary" onClick={onClearFilters}>
        {t(`${texts}.clearFilters`)}
      </Button>
    </>
  ) : (
    <>
      <p className="text-lg font-semibold">{t(`${texts}.empty`)}</p>
      <p className="mx-auto max-w-prose text-muted">{t(`${texts}.emptyText`)}</p>
    </>
  );
}

import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { SectionError } from "./section-state";
import { SkeletonList } from "./skeletons";

/** How many entries a section shows before it is expanded (`expand` in the company page's URL). */
export const COLLAPSED_COUNT = 5;

/**
 * A list collapsed to its first entries unless `expanded`: a toggle (aria-expanded) shows all, and
 * when more exist than are loaded, a button loads the next page.
 */
export function ExpandableList<T>({
  items,
  total,
  expanded,
  onExpandedChange,
  showAllLabel,
  hasMore,
  loadingMore,
  onLoadMore,
  renderItem,
  getKey,
}: {
  items: T[];
  total: number;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  showAllLabel: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const shown = expanded ? items : items.slice(0, COLLAPSED_COUNT);
  const collapsible = total > COLLAPSED_COUNT;
  return (
    <div className="space-y-3">
      <ul id={listId} className="space-y-3">
        {shown.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        {expanded && hasMore && (
          <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t("common.loading") : t("company.page.loadMore")}
          </Button>
        )}
        {collapsible && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => onExpandedChange(!expanded)}
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
            {expanded ? t("company.page.showFewer") : showAllLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The part of useInfiniteQuery's result PagedExpandableList reads: pages that each carry the total `count`. */
interface CountedPagesQuery<T> {
  data: { pages: { items: T[]; count: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A company page section's list from an infinite query: skeleton rows while it loads, the retry
 * when it failed, `empty` without entries, else the ExpandableList that loads the next page.
 */
export function PagedExpandableList<T>({
  query,
  skeletonRows,
  empty,
  showAllLabel,
  ...list
}: {
  query: CountedPagesQuery<T>;
  skeletonRows: number;
  empty: ReactNode;
  showAllLabel: (total: number) => string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.count ?? 0;
  if (query.isPending) return <SkeletonList rows={skeletonRows} />;
  if (query.isError) return <SectionError onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <ExpandableList
      items={items}
      total={total}
      showAllLabel={showAllLabel(total)}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      {...list}
    />
  );
}

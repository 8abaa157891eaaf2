import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";

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

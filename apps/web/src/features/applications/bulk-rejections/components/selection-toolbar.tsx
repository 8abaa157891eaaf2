import type { ReactNode } from "react";
import { useEffect, useId, useRef } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";

/**
 * The candidate list's selection toolbar, a labelled group that Tab moves through: "select all on
 * this page" (checked, unchecked or mixed), how many are selected, clearing, then `children` — the
 * actions on the selection, each a button of its own (reject selected…, and room for more, e.g. a
 * download of the selection).
 */
export function SelectionToolbar({
  pageIds,
  selected,
  onSelect,
  children,
}: {
  /** The ids that can be selected on the loaded page(s). */
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const chosenOnPage = pageIds.filter((pageId) => selected.has(pageId)).length;
  const all = pageIds.length > 0 && chosenOnPage === pageIds.length;
  const some = chosenOnPage > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  const toggleAll = () => {
    const next = new Set(selected);
    for (const pageId of pageIds) {
      if (all) next.delete(pageId);
      else next.add(pageId);
    }
    onSelect(next);
  };
  return (
    <div
      role="group"
      aria-label={t("messageTemplates.bulk.toolbar")}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-surface px-4 py-2"
    >
      <div className="flex items-center gap-2">
        <input
          ref={box}
          id={id}
          type="checkbox"
          className="size-4 rounded border-input accent-accent"
          checked={all}
          disabled={pageIds.length === 0}
          onChange={toggleAll}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {t("messageTemplates.bulk.selectAll")}
        </label>
      </div>
      <p role="status" className="text-sm text-muted">
        {t("messageTemplates.bulk.selected", { count: selected.size })}
      </p>
      {selected.size > 0 && (
        <Button variant="ghost" size="sm" onClick={() => onSelect(new Set())}>
          <X aria-hidden="true" className="size-4" />
          {t("messageTemplates.bulk.clear")}
        </Button>
      )}
      <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div>
    </div>
  );
}

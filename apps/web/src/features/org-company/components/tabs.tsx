import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type TabItem<K extends string> = { key: K; label: ReactNode };

/** The ids that tie a tab to its panel. */
export function tabIds(base: string, key: string) {
  return { tab: `${base}-tab-${key}`, panel: `${base}-panel-${key}` };
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow keys move and
 * select (Left/Right, Home/End, wrapping), the panel follows. Only the selected tab's panel is
 * rendered (each loads its own data). The selected tab is owned by the caller (here a URL
 * parameter), so a reload or a shared link keeps it.
 */
export function Tabs<K extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
      {items.map((item, index) => {
        const active = item.key === selected;
        const ids = tabIds(idBase, item.key);
        return (
          <button
            key={item.key}
            ref={(element) => {
              if (element) refs.current.set(item.key, element);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={active ? ids.panel : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              "-mb-px min-h-11 border-b-2 px-4 py-2 font-medium transition-colors",
              active ? "border-accent text-fg" : "border-transparent text-muted hover:border-input hover:text-fg",
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of a tab: labelled by its tab, focusable so keyboard users reach its content next. */
export function TabPanel({ idBase, tabKey, children }: { idBase: string; tabKey: string; children: ReactNode }) {
  const ids = tabIds(idBase, tabKey);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className="pt-6 focus-visible:outline-2">
      {children}
    </div>
  );
}

/** How a list screen changes the filters in its URL; `replace` for each pause in typing, so Back skips the keystrokes. */
export type OnFilters<F> = (update: (current: F) => F, replace: boolean) => void;

/** The FilterBar's words field (`query`, `onQuery`) wired to a list's URL filters. */
export function filterQuery<F extends { query?: string }>(filters: F, onFilters: OnFilters<F>) {
  return {
    query: filters.query,
    onQuery: (query: string | undefined, replace: boolean) => onFilters((current) => ({ ...current, query }), replace),
  };
}

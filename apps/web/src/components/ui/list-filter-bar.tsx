import type { ReactNode } from "react";
import { useTranslation, type TKey } from "@/lib/i18n";
import { FilterBar } from "./filter-bar";
import { filterQuery, type OnFilters } from "./list-filters";

type PrefixOf<K> = K extends `${infer Base}.queryPlaceholder` ? Base : never;
type Prefixes = PrefixOf<TKey>;
/** A catalogue part with a filter bar's words: `filters`, `query`, `queryPlaceholder` ("jobs.list"). */
export type ListFilterTexts = {
  [P in Prefixes]: `${P}.filters` extends TKey ? (`${P}.query` extends TKey ? P : never) : never;
}[Prefixes];

/**
 * The FilterBar of a list whose filters live in the URL (jobs, candidates): its words from the
 * catalogue part `texts`, its words field on `filters.query`; the other filters are `children`.
 */
export function ListFilterBar<F extends { query?: string }>({
  texts,
  filters,
  onFilters,
  children,
}: {
  texts: ListFilterTexts;
  filters: F;
  onFilters: OnFilters<F>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      label={t(`${texts}.filters`)}
      queryLabel={t(`${texts}.query`)}
      placeholder={t(`${texts}.queryPlaceholder`)}
      {...filterQuery(filters, onFilters)}
    >
      {children}
    </FilterBar>
  );
}

/** A UrlCheckboxFilter's choice (`chosen`, `onChoose`) wired to the list's URL filter `key`. */
export function filterChoice<F, K extends keyof F>(filters: F, onFilters: OnFilters<F>, key: K) {
  return {
    chosen: filters[key],
    onChoose: (chosen: F[K]) => onFilters((current) => ({ ...current, [key]: chosen }), false),
  };
}

/**
 * Whether a list is `filtered` (any filter but those in `keep` set) and its "clear the filters"
 * (`onClearFilters`: all but those in `keep` leave the URL), for FilteredEmpty.
 */
export function clearableFilters<F extends object>(
  filters: F,
  onFilters: OnFilters<F>,
  keep: readonly (keyof F)[] = [],
) {
  const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));
  return {
    filtered: Object.entries(filters).some(([key, value]) => !keep.includes(key as keyof F) && isSet(value)),
    onClearFilters: () =>
      onFilters((current) => {
        const kept: Partial<F> = {};
        for (const key of keep) if (current[key] !== undefined) kept[key] = current[key];
        return kept as F;
      }, false),
  };
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useDocumentTitle } from "@/lib/document-title";
import { useTranslation, type TKey } from "@/lib/i18n";
import type { OnFilters } from "./list-filters";
import { FilteredEmpty, PagedList, type FilteredListTexts } from "./paged-list";
import { ScreenHeader } from "./screen-header";

/** A catalogue part with a filtered list's texts, its intro and its caption with the organisation's name. */
export type OrgListTexts = {
  [P in FilteredListTexts]: `${P}.intro` extends TKey ? (`${P}.tableCaption` extends TKey ? P : never) : never;
}[FilteredListTexts];

/** The props of an organisation's list screen: the organisation and the list's filters in the URL. */
export interface OrgListProps<F> {
  slug: string;
  organizationName: string;
  filters: F;
  /** Changes the URL; `replace` for each pause in typing, so Back skips the keystrokes. */
  onFilters: OnFilters<F>;
}

/**
 * An organisation's filtered list screen (its jobs, its candidates): the header with the `screen`'s
 * title (also the document's), the intro and `actions`; the `filters` (a filter bar); then the
 * PagedList of `query`, named after the organisation, with FilteredEmpty when it has no rows.
 */
export function OrgListScreen<T>({
  screen,
  texts,
  organizationName,
  actions,
  filters,
  query,
  pageSize,
  emptyIcon,
  filtered,
  onClearFilters,
  children,
}: {
  screen: ScreenKey;
  texts: OrgListTexts;
  organizationName: string;
  actions: ReactNode;
  filters: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]["query"];
  pageSize: number;
  emptyIcon: LucideIcon;
  filtered: boolean;
  onClearFilters: () => void;
  /** The rows (`<li>`s) of the items so far. */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <ScreenHeader title={title} intro={t(`${texts}.intro`)} actions={actions} />
      {filters}
      <PagedList
        caption={t(`${texts}.tableCaption`, { name: organizationName })}
        texts={texts}
        query={query}
        pageSize={pageSize}
        emptyIcon={emptyIcon}
        empty={<FilteredEmpty texts={texts} filtered={filtered} onClearFilters={onClearFilters} />}
      >
        {children}
      </PagedList>
    </div>
  );
}

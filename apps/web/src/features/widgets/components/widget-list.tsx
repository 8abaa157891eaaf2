import type { TWidgetOrganization } from "@jobatlas/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { WidgetLink, WidgetShell } from "./widget-shell";
import { WidgetStatus } from "./widget-status";

/**
 * A widget's list in its frame: the status while there is no answer, the empty text, or the
 * items and — when there are more than shown — the link to all of them on the company page.
 */
export function WidgetList<T extends { id: number }>({
  title,
  organizationId,
  query,
  empty,
  children,
}: {
  title: string;
  organizationId: number;
  query: UseQueryResult<{ organization: TWidgetOrganization; items: T[]; count: number }>;
  empty: string;
  /** One item's `<li>`. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = query.data;
  return (
    <WidgetShell title={title} organization={data?.organization}>
      {!data ? (
        <WidgetStatus query={query} />
      ) : data.items.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">{data.items.map(children)}</ul>
          {data.count > data.items.length && (
            <WidgetLink href={`/${lang}/company/${organizationId}`} className="text-sm text-accent underline">
              {t("widgets.widget.showAll", { count: data.count })}
            </WidgetLink>
          )}
        </>
      )}
    </WidgetShell>
  );
}

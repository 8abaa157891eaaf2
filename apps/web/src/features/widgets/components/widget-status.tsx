import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { NotFoundError } from "@/lib/api-errors";

/**
 * What a widget shows instead of its list: nothing visible while loading (the frame should not
 * flicker on the host page; screen readers hear it), 'not available' for an unknown
 * organisation, and a retry for anything else.
 */
export function WidgetStatus({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="sr-only">
        {t("widgets.widget.loading")}
      </p>
    );
  }
  if (query.error instanceof NotFoundError) return <p className="text-sm">{t("widgets.widget.unavailable")}</p>;
  return (
    <div role="alert" className="space-y-2 text-sm">
      <p>{t("widgets.widget.loadFailed")}</p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        {t("widgets.widget.retry")}
      </Button>
    </div>
  );
}

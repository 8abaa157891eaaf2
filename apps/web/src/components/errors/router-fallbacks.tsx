import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { reportClientError } from "@/lib/error-reporting";

/**
 * The router's own last-resort fallbacks (spec §8: 'Not Found', 'Something went wrong!'):
 * the router's defaultNotFoundComponent and the root route's errorComponent. The /{lang} layout
 * shows the real 404 and error pages; these only show outside it.
 */
export function RouterNotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="p-8">
      <h1 className="text-2xl font-bold">{t("errors.routerNotFound")}</h1>
    </main>
  );
}

export function RouterError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return (
    <main id="main" role="alert" className="p-8">
      <h1 className="text-2xl font-bold">{t("errors.routerError")}</h1>
    </main>
  );
}

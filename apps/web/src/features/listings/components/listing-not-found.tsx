import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { ListingLink, type ListingsScope } from "../scope";
import { ListingsOrgPicker } from "./top-level";

/**
 * A listing the organisation does not have (another organisation's id, an unknown one): the
 * screen keeps its title as the h1 and says so, with the way back to the list — the API answers
 * 404 and the area stays around it.
 */
export function ListingNotFound({ scope, screen }: { scope: ListingsScope; screen: ScreenKey }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <ListingsOrgPicker />
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{t("listings.notFound.title")}</p>
          <p className="text-muted">{t("listings.notFound.text")}</p>
        </div>
      </div>
      <ListingLink scope={scope} view="list" className={buttonClasses("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("listings.detail.backToList")}
      </ListingLink>
    </section>
  );
}

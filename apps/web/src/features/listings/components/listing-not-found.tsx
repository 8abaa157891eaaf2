import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundScreen } from "@/components/ui/not-found-panel";
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
  return (
    <NotFoundScreen
      screenTitle={title}
      title={t("listings.notFound.title")}
      text={t("listings.notFound.text")}
      before={<ListingsOrgPicker />}
    >
      <ListingLink scope={scope} view="list" className={buttonClasses("secondary")}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("listings.detail.backToList")}
      </ListingLink>
    </NotFoundScreen>
  );
}

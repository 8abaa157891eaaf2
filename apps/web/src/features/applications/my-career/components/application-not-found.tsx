import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundScreen } from "@/components/ui/not-found-panel";

export type ApplicationScreenKey = Extract<
  ScreenKey,
  "userApplication" | "userApplicationEdit" | "userApplicationWithdraw"
>;

/**
 * An application the user does not have (someone else's id, an unknown one, a wrong token): the
 * screen keeps its title as the h1 and says so, with the way back to the list (not for a visitor
 * who came by a mailed link: they have no list).
 */
export function ApplicationNotFound({ screen, byToken }: { screen: ApplicationScreenKey; byToken?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`screens.${screen}.title`);
  return (
    <NotFoundScreen
      screenTitle={title}
      title={t("myCareer.notFound.title")}
      text={t(byToken ? "myCareer.notFound.tokenText" : "myCareer.notFound.text")}
    >
      {!byToken && (
        <Link to="/$lang/user/applications" params={{ lang }} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("myCareer.detail.backToList")}
        </Link>
      )}
    </NotFoundScreen>
  );
}

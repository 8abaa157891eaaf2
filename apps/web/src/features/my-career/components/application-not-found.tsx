import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

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
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{t("myCareer.notFound.title")}</p>
          <p className="text-muted">{t(byToken ? "myCareer.notFound.tokenText" : "myCareer.notFound.text")}</p>
        </div>
      </div>
      {!byToken && (
        <Link to="/$lang/user/applications" params={{ lang }} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("myCareer.detail.backToList")}
        </Link>
      )}
    </section>
  );
}

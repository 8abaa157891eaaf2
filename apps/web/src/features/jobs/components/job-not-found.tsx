import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { BackButtonLink } from "@/components/ui/link-button";
import { NotFoundScreen } from "@/components/ui/not-found-panel";
import type { ScreenKey } from "@/components/layout/screen-placeholder";

/**
 * A job the organisation does not have (another organisation's id, an unknown one): the screen
 * keeps its title as the h1 and says so, with the way back to the list — the API answers 404 and
 * the org area stays around it.
 */
export function JobNotFound({ slug, screen }: { slug: string; screen: Extract<ScreenKey, "orgJob" | "orgJobEdit"> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`screens.${screen}.title`);
  return (
    <NotFoundScreen screenTitle={title} title={t("jobs.notFound.title")} text={t("jobs.notFound.text")}>
      <BackButtonLink to="/$lang/org/$companyslug/jobs" params={{ lang, companyslug: slug }}>
        {t("jobs.detail.backToList")}
      </BackButtonLink>
    </NotFoundScreen>
  );
}

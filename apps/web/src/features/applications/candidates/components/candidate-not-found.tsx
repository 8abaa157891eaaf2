import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { BackButtonLink } from "@/components/ui/link-button";
import { NotFoundScreen } from "@/components/ui/not-found-panel";

/**
 * A candidate the organisation does not have (another organisation's id, an unknown one, a pool
 * seeker who revoked the access): the screen keeps its title as the h1 and says so, with the way
 * back to the list — the API answers 404 and the org area stays around it.
 */
export function CandidateNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.orgApplication.title");
  return (
    <NotFoundScreen screenTitle={title} title={t("candidates.notFound.title")} text={t("candidates.notFound.text")}>
      <BackButtonLink to="/$lang/org/$companyslug/applications" params={{ lang, companyslug: slug }}>
        {t("candidates.profile.backToList")}
      </BackButtonLink>
    </NotFoundScreen>
  );
}

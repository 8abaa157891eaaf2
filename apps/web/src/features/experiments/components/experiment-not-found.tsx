import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { BackButtonLink } from "@/components/ui/link-button";
import { NotFoundScreen } from "@/components/ui/not-found-panel";

/**
 * An experiment the user does not have (an unknown uid, another user's), or a listing that is no
 * hit of it: the screen keeps its title as the h1 and says so, with the way back.
 */
export function ExperimentNotFound({ screen, uid }: { screen: "experiment" | "experimentJob"; uid?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`screens.${screen}.title`);
  const hit = uid !== undefined;
  return (
    <NotFoundScreen
      screenTitle={title}
      title={t(hit ? "experiments.notFound.hitTitle" : "experiments.notFound.title")}
      text={t(hit ? "experiments.notFound.hitText" : "experiments.notFound.text")}
    >
      {hit ? (
        <BackButtonLink to="/$lang/experiments/$experimentUid" params={{ lang, experimentUid: uid }}>
          {t("experiments.hit.backToExperiment")}
        </BackButtonLink>
      ) : (
        <BackButtonLink to="/$lang/experiments" params={{ lang }}>
          {t("experiments.detail.backToList")}
        </BackButtonLink>
      )}
    </NotFoundScreen>
  );
}

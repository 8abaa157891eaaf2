import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { ButtonLink } from "@/components/ui/link-button";
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
        <ButtonLink
          to="/$lang/experiments/$experimentUid"
          params={{ lang, experimentUid: uid }}
          variant="secondary"
          icon={ArrowLeft}
        >
          {t("experiments.hit.backToExperiment")}
        </ButtonLink>
      ) : (
        <ButtonLink to="/$lang/experiments" params={{ lang }} variant="secondary" icon={ArrowLeft}>
          {t("experiments.detail.backToList")}
        </ButtonLink>
      )}
    </NotFoundScreen>
  );
}

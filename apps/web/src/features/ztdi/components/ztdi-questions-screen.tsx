import { ZTDI_STATEMENT_COUNT } from "@jobatlas/contract";
import { useNavigate } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import {
  answeredCount,
  clearProgress,
  emptyProgress,
  firstOpen,
  loadProgress,
  saveProgress,
  type ZtdiProgress,
} from "../progress";
import { ZtdiFinishStep } from "./ztdi-finish-step";
import { ZtdiStatementStep } from "./ztdi-statement-step";
import { ZtdiSurveyStep } from "./ztdi-survey-step";

/**
 * ztdi/questions: the Z-TDI orientation. An intro, then one statement per screen (rated 1–5 with
 * a radio group: arrow keys, digits, Enter, Back), then an optional email for the result's link,
 * then the optional, skippable anonymous survey, then the result page ztdi/{token}. The progress
 * lives in sessionStorage, so a reload loses nothing.
 */
export function ZtdiQuestionsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const title = t("screens.ztdiQuestions.title");
  useDocumentTitle(title);
  const [progress, setProgress] = useState<ZtdiProgress>(loadProgress);

  const update = (next: ZtdiProgress) => {
    setProgress(next);
    saveProgress(next);
  };
  const showResult = (token: string, mailed: boolean) => {
    clearProgress();
    void navigate({
      to: "/$lang/ztdi/$magicToken",
      params: { lang, magicToken: token },
      search: mailed ? { mailed: true } : {},
    });
  };

  const { step, answers } = progress;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
        <Compass aria-hidden="true" className="size-7 shrink-0 text-accent sm:size-8" />
        <span className="min-w-0">{title}</span>
      </h1>
      {step === "intro" ? (
        <Intro
          answered={answeredCount(answers)}
          onStart={(fresh) =>
            update(fresh ? { ...emptyProgress(), step: 0 } : { ...progress, step: firstOpen(answers) })
          }
        />
      ) : typeof step === "number" ? (
        <ZtdiStatementStep
          key={step}
          index={step}
          value={answers[step] ?? null}
          onChoose={(value) => update({ ...progress, answers: answers.map((a, i) => (i === step ? value : a)) })}
          onBack={() => update({ ...progress, step: step === 0 ? "intro" : step - 1 })}
          onNext={() =>
            update({
              ...progress,
              step:
                step + 1 < ZTDI_STATEMENT_COUNT
                  ? step + 1
                  : answers.every((a) => a !== null)
                    ? "finish"
                    : firstOpen(answers),
            })
          }
        />
      ) : step === "finish" ? (
        <ZtdiFinishStep
          answers={answers}
          onEdit={() => update({ ...progress, step: ZTDI_STATEMENT_COUNT - 1 })}
          onStored={(token, mailed) => update({ ...emptyProgress(), step: "survey", token, mailed })}
        />
      ) : progress.token ? (
        <ZtdiSurveyStep onDone={() => showResult(progress.token ?? "", progress.mailed)} />
      ) : null}
    </div>
  );
}

function Intro({ answered, onStart }: { answered: number; onStart: (fresh: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-5">
      <p className="max-w-prose text-lg">{t("ztdi.intro.lead")}</p>
      <ul className="max-w-prose list-disc space-y-2 pl-6 text-muted">
        <li>{t("ztdi.intro.points.scale")}</li>
        <li>{t("ztdi.intro.points.keyboard")}</li>
        <li>{t("ztdi.intro.points.result")}</li>
      </ul>
      <div className="flex flex-wrap gap-3">
        {answered > 0 ? (
          <>
            <Button autoFocus onClick={() => onStart(false)}>
              {t("ztdi.intro.resume", { answered, total: ZTDI_STATEMENT_COUNT })}
            </Button>
            <Button variant="secondary" onClick={() => onStart(true)}>
              {t("ztdi.intro.restart")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onStart(true)}>{t("ztdi.intro.start")}</Button>
        )}
      </div>
    </section>
  );
}

import type { TQuestion } from "@jobatlas/contract";
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";

/**
 * One question as an applicant sees it (radio buttons, check boxes or a text field; the answer
 * goes nowhere), with the knock-out marker and expected answers only the employer sees.
 * Question texts and options are the employer's plain text, rendered as text.
 */
export function QuestionPreview({ question, number }: { question: TQuestion; number: number }) {
  const { t } = useTranslation();
  const id = useId();
  const knockOutId = `${id}-knock-out`;
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-border p-4"
      aria-describedby={question.knock_out ? knockOutId : undefined}
    >
      <legend className="px-1 font-semibold wrap-anywhere">
        <span className="mr-2 text-muted">{number}.</span>
        {question.text}
        {!question.required && <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>}
      </legend>
      {question.type === "single_select" && (
        <div className="space-y-2">
          {question.options.map((option, index) => (
            <div key={`${index}-${option}`} className="flex items-start gap-2">
              <input
                id={`${id}-${index}`}
                type="radio"
                name={id}
                value={option}
                className="mt-1 size-4 shrink-0 accent-accent"
              />
              <label htmlFor={`${id}-${index}`} className="text-sm wrap-anywhere">
                {option}
              </label>
            </div>
          ))}
        </div>
      )}
      {question.type === "multi_select" && (
        <div className="space-y-2">
          {question.options.map((option, index) => (
            <Checkbox key={`${index}-${option}`} label={option} value={option} className="wrap-anywhere" />
          ))}
        </div>
      )}
      {question.type === "free_text" && (
        <Textarea rows={3} aria-label={question.text} placeholder={t("questionnaires.detail.freeTextPlaceholder")} />
      )}
      {question.knock_out && (
        <div id={knockOutId} className="flex gap-2 rounded-md border border-dashed border-input bg-surface p-3 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <div className="space-y-1">
            <p>
              <span className="font-semibold">{t("questionnaires.detail.knockOut")}: </span>
              {question.type === "multi_select"
                ? t("questionnaires.detail.expectedAll", { answers: question.expected_answers.join(", ") })
                : t("questionnaires.detail.expected", {
                    count: question.expected_answers.length,
                    answers: question.expected_answers.join(", "),
                  })}
            </p>
            <p className="text-muted">{t("questionnaires.detail.knockOutNote")}</p>
          </div>
        </div>
      )}
    </fieldset>
  );
}

import type { TApplicantQuestion } from "@jobatlas/contract";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

/** The key of a question's answer in the wizard's errors, as the server names it (`answers.<question_id>`). */
export const answerField = (questionId: number) => `answers.${questionId}`;

/** One question: radio buttons (single select), checkboxes (multi select) or a text area (free text). */
function Question({
  question,
  values,
  error,
  onChange,
}: {
  question: TApplicantQuestion;
  values: string[];
  error?: string;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const optional = !question.required && <span className="ml-1 font-normal text-muted">{t("common.notRequired")}</span>;
  if (question.type === "free_text") {
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-medium">
          {question.text}
          {optional}
        </label>
        <Textarea
          id={id}
          rows={4}
          maxLength={2000}
          value={values[0] ?? ""}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          aria-required={question.required || undefined}
          data-field={answerField(question.id)}
        />
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  const multi = question.type === "multi_select";
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={errorId}
      aria-invalid={Boolean(error) || undefined}
      aria-required={question.required || undefined}
    >
      <legend className="font-medium">
        {question.text}
        {optional}
        <span className="block text-sm font-normal text-muted">
          {multi ? t("userApplications.apply.questions.chooseAny") : t("userApplications.apply.questions.chooseOne")}
        </span>
      </legend>
      {question.options.map((option, index) => {
        const optionId = `${id}-${index}`;
        const checked = values.includes(option);
        return (
          <div key={option} className="flex items-center gap-2">
            <input
              id={optionId}
              type={multi ? "checkbox" : "radio"}
              name={`question-${question.id}`}
              className="size-4 accent-accent"
              checked={checked}
              aria-invalid={Boolean(error) || undefined}
              data-field={index === 0 ? answerField(question.id) : undefined}
              onChange={(event) => {
                if (!multi) onChange([option]);
                else onChange(event.target.checked ? [...values, option] : values.filter((v) => v !== option));
              }}
            />
            <label htmlFor={optionId}>{option}</label>
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The listing's questionnaire (current version); required questions are marked by the absence of '(not required)'. */
export function QuestionsStep({
  questions,
  answers,
  errors,
  onChange,
}: {
  questions: TApplicantQuestion[];
  answers: Record<string, string[]>;
  errors: Record<string, string>;
  onChange: (questionId: number, values: string[]) => void;
}) {
  return (
    <div className="space-y-6">
      {questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          values={answers[String(question.id)] ?? []}
          error={errors[answerField(question.id)]}
          onChange={(values) => onChange(question.id, values)}
        />
      ))}
    </div>
  );
}

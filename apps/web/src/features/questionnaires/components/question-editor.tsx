import {
  isSelectQuestion,
  QUESTION_MAX_OPTIONS,
  QUESTION_OPTION_MAX,
  QUESTION_TEXT_MAX,
  ZQuestionType,
  type TQuestionType,
} from "@jobatlas/contract";
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { newOption, retype, type DraftQuestion, type FieldErrors } from "../editor-model";

/** Names of a question's controls (their `data-focus`), so the editor can move focus to them. */
export const controlId = {
  text: (q: DraftQuestion) => `${q.key}-text`,
  up: (q: DraftQuestion) => `${q.key}-up`,
  down: (q: DraftQuestion) => `${q.key}-down`,
  addOption: (q: DraftQuestion) => `${q.key}-add-option`,
  option: (q: DraftQuestion, optionKey: string) => `${q.key}-${optionKey}`,
};

/**
 * One question in the editor: text, type, options (each removable, Enter adds the next), the
 * required and knock-out switches with the expected answers, and the buttons that move or remove
 * it. `errors` are this question's, by path below it (`text`, `options`, `options.1`, …).
 */
export function QuestionEditor({
  question,
  index,
  total,
  errors,
  onChange,
  onMove,
  onRemove,
  focus,
}: {
  question: DraftQuestion;
  index: number;
  total: number;
  errors: FieldErrors;
  onChange: (question: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Moves focus to an element by id once the change is rendered. */
  focus: (id: string) => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const headingId = `${question.key}-heading`;
  const select = isSelectQuestion(question.type);
  const optionsErrorId = `${question.key}-options-error`;
  const expectedErrorId = `${question.key}-expected-error`;
  const knockOutErrorId = `${question.key}-knock-out-error`;
  const knockOutHintId = `${question.key}-knock-out-hint`;
  const groupError = errors.options;
  const expectedError = errors.expected_answers;

  const setOption = (key: string, change: { value?: string; expected?: boolean }) =>
    onChange({ ...question, options: question.options.map((o) => (o.key === key ? { ...o, ...change } : o)) });
  const addOption = (after?: number) => {
    if (question.options.length >= QUESTION_MAX_OPTIONS) return;
    const option = newOption();
    const options = [...question.options];
    options.splice(after === undefined ? options.length : after + 1, 0, option);
    onChange({ ...question, options });
    focus(controlId.option(question, option.key));
  };
  const removeOption = (position: number) => {
    const options = question.options.filter((_, i) => i !== position);
    onChange({ ...question, options });
    const neighbour = options[Math.max(0, position - 1)];
    focus(neighbour ? controlId.option(question, neighbour.key) : controlId.addOption(question));
  };
  const onOptionKey = (event: KeyboardEvent<HTMLInputElement>, position: number) => {
    // Enter adds the next option instead of sending the form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    addOption(position);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {t("questionnaires.editor.questionOf", { number, total })}
        </h3>
        <div className="flex gap-1">
          <Button
            data-focus={controlId.up(question)}
            variant="ghost"
            size="sm"
            disabled={index === 0}
            aria-label={t("questionnaires.editor.moveUp", { number })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </Button>
          <Button
            data-focus={controlId.down(question)}
            variant="ghost"
            size="sm"
            disabled={index === total - 1}
            aria-label={t("questionnaires.editor.moveDown", { number })}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={total === 1}
            aria-label={t("questionnaires.editor.remove", { number })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-5 text-danger" />
          </Button>
        </div>
      </div>

      <Field label={t("questionnaires.editor.text")} error={errors.text}>
        {(props) => (
          <Textarea
            {...props}
            data-focus={controlId.text(question)}
            rows={2}
            maxLength={QUESTION_TEXT_MAX}
            value={question.text}
            onChange={(event) => onChange({ ...question, text: event.target.value })}
          />
        )}
      </Field>

      <Field label={t("questionnaires.editor.type")} error={errors.type} className="max-w-xs">
        {(props) => (
          <Select
            {...props}
            value={question.type}
            onChange={(event) => onChange(retype(question, event.target.value as TQuestionType))}
          >
            {ZQuestionType.options.map((type) => (
              <option key={type} value={type}>
                {t(`questionnaires.types.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {select && (
        <fieldset
          className="space-y-2"
          aria-describedby={
            [groupError && optionsErrorId, expectedError && expectedErrorId].filter(Boolean).join(" ") || undefined
          }
        >
          <legend className="text-sm font-medium">{t("questionnaires.editor.options")}</legend>
          <ol className="space-y-2">
            {question.options.map((option, position) => {
              const optionError = errors[`options.${position}`];
              const optionErrorId = `${question.key}-${option.key}-error`;
              const inputId = controlId.option(question, option.key);
              return (
                <li key={option.key} className="space-y-1">
                  <div className="flex items-center gap-2">
                    <span aria-hidden="true" className="w-6 text-right text-sm text-muted">
                      {position + 1}.
                    </span>
                    <Input
                      data-focus={inputId}
                      className="min-w-0 flex-1"
                      value={option.value}
                      maxLength={QUESTION_OPTION_MAX}
                      aria-label={t("questionnaires.editor.optionOf", { number: position + 1, question: number })}
                      aria-invalid={Boolean(optionError || (groupError && position === 0))}
                      aria-describedby={optionError ? optionErrorId : undefined}
                      onChange={(event) => setOption(option.key, { value: event.target.value })}
                      onKeyDown={(event) => onOptionKey(event, position)}
                    />
                    {question.knockOut && (
                      <label className="flex shrink-0 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-accent"
                          checked={option.expected}
                          aria-invalid={Boolean(expectedError)}
                          aria-describedby={expectedError ? expectedErrorId : undefined}
                          aria-label={t("questionnaires.editor.expectedOf", { number: position + 1, question: number })}
                          onChange={(event) => setOption(option.key, { expected: event.target.checked })}
                        />
                        {t("questionnaires.editor.expected")}
                      </label>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("questionnaires.editor.removeOption", { number: position + 1, question: number })}
                      onClick={() => removeOption(position)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <FieldError id={optionErrorId} message={optionError} />
                </li>
              );
            })}
          </ol>
          <FieldError id={optionsErrorId} message={groupError} />
          <FieldError id={expectedErrorId} message={expectedError} />
          <Button
            data-focus={controlId.addOption(question)}
            variant="secondary"
            size="sm"
            disabled={question.options.length >= QUESTION_MAX_OPTIONS}
            onClick={() => addOption()}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("questionnaires.editor.addOption")}
          </Button>
        </fieldset>
      )}

      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Checkbox
          label={t("questionnaires.editor.required")}
          checked={question.required}
          aria-invalid={Boolean(errors.required)}
          onChange={(event) => onChange({ ...question, required: event.target.checked })}
        />
        {select ? (
          <div className="space-y-1">
            <Checkbox
              label={t("questionnaires.editor.knockOut")}
              checked={question.knockOut}
              aria-invalid={Boolean(errors.knock_out)}
              aria-describedby={
                [question.knockOut && knockOutHintId, errors.knock_out && knockOutErrorId].filter(Boolean).join(" ") ||
                undefined
              }
              onChange={(event) => onChange({ ...question, knockOut: event.target.checked })}
            />
            {question.knockOut && (
              <p id={knockOutHintId} className="max-w-prose text-sm text-muted">
                {t(
                  question.type === "multi_select"
                    ? "questionnaires.editor.knockOutHintMulti"
                    : "questionnaires.editor.knockOutHint",
                )}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted">{t("questionnaires.editor.knockOutFreeText")}</p>
        )}
      </div>
      <FieldError id={knockOutErrorId} message={errors.knock_out} />
      <FieldError message={errors.required} />
    </section>
  );
}

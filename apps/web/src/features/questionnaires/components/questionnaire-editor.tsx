import {
  QUESTIONNAIRE_MAX_QUESTIONS,
  QUESTIONNAIRE_NAME_MAX,
  ROOT_ERROR_KEY,
  type TOrganizationPlan,
  type TQuestionnaire,
  type TQuestionnaireRule,
} from "@jobatlas/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import { Plus, Save } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { HeadedSection } from "@/components/ui/headed-section";
import { Input } from "@/components/ui/input";
import { NetworkError, NotAuthenticatedError, RateLimitedError, ServiceError, ValidationError } from "@/lib/api-errors";
import { i18n, useTranslation } from "@/lib/i18n";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import { changedFields, startingPoint, useFetchCurrent, useStaleEdit, type StaleChange } from "@/lib/use-stale-edit";
import { questionnaireQueryOptions, useUpdateQuestionnaire } from "../api/questionnaires";
import {
  bodyOf,
  checkDraft,
  draftOf,
  errorsFromServer,
  moveQuestion,
  newQuestion,
  questionErrors,
  type Draft,
  type DraftQuestion,
  type FieldErrors,
} from "../editor-model";
import { controlId, QuestionEditor } from "./question-editor";
import { QuestionnaireNotFound } from "./questionnaire-not-found";
import { useQuestionnaireTitle, type QuestionnaireScreenProps } from "./questionnaire-screen";
import { StatusAction } from "./status-action";
import { StatusBadge } from "./status-badge";

/** The questions of a body as text to read and copy: one a paragraph, with their options. */
function questionsText(questions: ReturnType<typeof bodyOf>["questions"]): string {
  return questions
    .map((q, index) => {
      const options = (q.options ?? []).map((option) => `  - ${option}`);
      return [`${index + 1}. ${q.text}`, ...options].join("\n");
    })
    .join("\n\n");
}

/** The changes of a draft against the questionnaire it started from, for the notice of a stale save. */
function draftChanges(draft: Draft, loaded: Draft): StaleChange[] {
  const asFields = (d: Draft) => ({ name: d.name, questions: questionsText(bodyOf(d).questions) });
  return changedFields(asFields(draft), asFields(loaded), ["name", "questions"], (field) =>
    i18n.t(field === "name" ? "questionnaires.editor.nameLabel" : "questionnaires.editor.questions"),
  );
}

const ruleMessage = (rule: TQuestionnaireRule, params: Record<string, number>) =>
  i18n.t(`questionnaires.rules.${rule}`, params);

/** The whole-form message of a failed save that is no ValidationError. */
function failureMessage(error: unknown): { kind: string; message: string } {
  if (error instanceof RateLimitedError) return { kind: "rateLimited", message: error.detail };
  if (error instanceof ServiceError) return { kind: "service", message: error.detail };
  if (error instanceof NotAuthenticatedError) return { kind: "signedOut", message: i18n.t("form.signedOut") };
  if (error instanceof NetworkError) return { kind: "network", message: i18n.t("form.networkError") };
  return { kind: "failed", message: i18n.t("form.sendFailed") };
}

/**
 * org/{slug}/questionnaires/{id}/edit: the name and the questions — add, remove, move up and down
 * with buttons (keyboard and screen readers, not drag only), type, options, required, knock-out
 * with the expected answers — checked as the server checks before saving; the server's messages
 * land at their fields (`questions.2.options` at the third question's options).
 */
export function QuestionnaireEditor({ slug, plan, questionnaire }: QuestionnaireScreenProps) {
  const { t } = useTranslation();
  const title = useQuestionnaireTitle("orgQuestionnaireEdit", questionnaire);
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">
          {questionnaire ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <span className="wrap-anywhere">{questionnaire.name}</span>
              <StatusBadge status={questionnaire.status} />
            </span>
          ) : (
            t("questionnaires.eyebrow")
          )}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </header>
      {questionnaire ? (
        <EditorForm key={questionnaire.id} slug={slug} plan={plan} questionnaire={questionnaire} />
      ) : (
        <QuestionnaireNotFound slug={slug} />
      )}
    </div>
  );
}

function EditorForm({
  slug,
  plan,
  questionnaire,
}: {
  slug: string;
  plan: TOrganizationPlan;
  questionnaire: TQuestionnaire;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const update = useUpdateQuestionnaire(slug);
  const [draft, setDraft] = useState<Draft>(() => draftOf(questionnaire));
  // What the draft started from and its revision, which goes with the save (ADR 088).
  const loaded = useRef({ draft, revision: questionnaire.revision });
  const fetchQuestionnaire = useFetchCurrent(questionnaireQueryOptions(slug, String(questionnaire.id)));
  const stale = useStaleEdit(async () => {
    const current = await fetchQuestionnaire();
    if (!current) throw new Error("The questionnaire is gone");
    const fresh = draftOf(current);
    loaded.current = { draft: fresh, revision: current.revision };
    setDraft(fresh);
    setErrors({});
    setRootKind(undefined);
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rootKind, setRootKind] = useState<string>();
  const [submitCount, setSubmitCount] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [pendingFocus, setPendingFocus] = useState<string>();
  const formRef = useFocusFirstInvalid(submitCount);
  const total = draft.questions.length;
  const detailParams = { lang, companyslug: slug, id: String(questionnaire.id) };

  useEffect(() => {
    if (!pendingFocus) return;
    formRef.current?.querySelector<HTMLElement>(`[data-focus="${pendingFocus}"]`)?.focus();
    setPendingFocus(undefined);
  }, [pendingFocus, formRef]);

  const setQuestions = (questions: DraftQuestion[]) => setDraft((d) => ({ ...d, questions }));
  /** Question errors are by position: a change of the order or count drops them (the next save checks again). */
  const dropQuestionErrors = () =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith("questions."))));

  const move = (index: number, by: -1 | 1) => {
    const question = draft.questions[index];
    if (!question) return;
    setQuestions(moveQuestion(draft.questions, index, by));
    dropQuestionErrors();
    const to = index + by;
    setAnnouncement(t("questionnaires.editor.moved", { position: to + 1, total }));
    // The same button on the moved question, or the other one when it reached an end.
    const atEnd = to === 0 || to === total - 1;
    setPendingFocus(
      atEnd
        ? by < 0
          ? controlId.down(question)
          : controlId.up(question)
        : by < 0
          ? controlId.up(question)
          : controlId.down(question),
    );
  };
  const remove = (index: number) => {
    const questions = draft.questions.filter((_, i) => i !== index);
    setQuestions(questions);
    dropQuestionErrors();
    setAnnouncement(t("questionnaires.editor.removed", { total: questions.length }));
    const neighbour = questions[Math.min(index, questions.length - 1)];
    setPendingFocus(neighbour ? controlId.text(neighbour) : "add-question");
  };
  const add = () => {
    const question = newQuestion();
    setQuestions([...draft.questions, question]);
    setAnnouncement(t("questionnaires.editor.added", { number: total + 1 }));
    setPendingFocus(controlId.text(question));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The status as the server has it: archiving on this page does not wait for a save.
    const current = { ...draft, status: questionnaire.status };
    const found = checkDraft(current, ruleMessage);
    setRootKind(undefined);
    if (Object.keys(found).length > 0) {
      setErrors({
        ...found,
        ...(found[ROOT_ERROR_KEY] ? {} : { [ROOT_ERROR_KEY]: t("questionnaires.editor.hasErrors") }),
      });
      setSubmitCount((n) => n + 1);
      return;
    }
    setErrors({});
    // Archived or reactivated on this page since (a change outside name and questions): no conflict.
    const sent = (version: { draft: Draft }) => {
      const { name, questions } = bodyOf(version.draft);
      return { name, questions };
    };
    loaded.current = startingPoint(
      loaded.current,
      { draft: draftOf(questionnaire), revision: questionnaire.revision },
      sent,
    );
    try {
      await update.mutateAsync({ ...bodyOf(current), revision: loaded.current.revision });
      toast.success(t("questionnaires.editor.saved"));
      await navigate({ to: "/$lang/org/$companyslug/questionnaires/$id", params: detailParams });
    } catch (error) {
      if (stale.refused(error, () => draftChanges(current, loaded.current.draft))) return;
      if (error instanceof ValidationError) {
        setErrors(errorsFromServer(error.entries));
      } else {
        const failure = failureMessage(error);
        setRootKind(failure.kind);
        setErrors({ [ROOT_ERROR_KEY]: failure.message });
      }
      setSubmitCount((n) => n + 1);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <StatusAction slug={slug} questionnaire={questionnaire} plan={plan} />
      </div>
      <form ref={formRef} noValidate onSubmit={(event) => void save(event)} className="space-y-6">
        <StaleEditNotice stale={stale} />
        <FormError message={errors[ROOT_ERROR_KEY]} kind={rootKind} />
        <Field label={t("questionnaires.editor.nameLabel")} error={errors.name} className="max-w-xl">
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              maxLength={QUESTIONNAIRE_NAME_MAX}
              value={draft.name}
              onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
            />
          )}
        </Field>

        <HeadedSection
          id="questionnaire-questions"
          title={t("questionnaires.editor.questions")}
          className="space-y-4"
          head={
            <>
              <p className="max-w-prose text-sm text-muted">{t("questionnaires.editor.questionsHint")}</p>
              <p className="max-w-prose text-sm text-muted">{t("questionnaires.editor.versionNote")}</p>
            </>
          }
        >
          <FieldError id="questions-error" message={errors.questions} />
          <ol className="space-y-4">
            {draft.questions.map((question, index) => (
              <li key={question.key}>
                <QuestionEditor
                  question={question}
                  index={index}
                  total={total}
                  errors={questionErrors(errors, index)}
                  onChange={(changed) =>
                    setDraft((d) => ({
                      ...d,
                      questions: d.questions.map((q) => (q.key === changed.key ? changed : q)),
                    }))
                  }
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                  focus={setPendingFocus}
                />
              </li>
            ))}
          </ol>
          <Button
            data-focus="add-question"
            variant="secondary"
            disabled={total >= QUESTIONNAIRE_MAX_QUESTIONS}
            aria-describedby={errors.questions ? "questions-error" : undefined}
            onClick={add}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t("questionnaires.editor.addQuestion")}
          </Button>
        </HeadedSection>

        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>

        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          <Button type="submit" disabled={update.isPending}>
            <Save aria-hidden="true" className="size-5" />
            {update.isPending ? t("questionnaires.editor.saving") : t("questionnaires.editor.save")}
          </Button>
          <Link
            to="/$lang/org/$companyslug/questionnaires/$id"
            params={detailParams}
            className={buttonClasses("secondary")}
          >
            {t("questionnaires.editor.cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}

import {
  ZTDI_AGE_GROUPS,
  ZTDI_EDUCATION_LEVELS,
  ZTDI_GENDERS,
  ZTDI_LEADERSHIP_LEVELS,
  type TZtdiSurveyRequest,
} from "@jobatlas/contract";
import { industryOptions } from "@/lib/industries";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Select } from "@/components/ui/select";
import { useSubmitZtdiSurvey } from "../api/ztdi";
import { StepActions } from "./step-actions";

type Answers = Record<keyof TZtdiSurveyRequest, string>;
type OptionQuestion = "age_group" | "gender" | "leadership_level" | "education_level";

const OPTIONS: Record<OptionQuestion, readonly string[]> = {
  age_group: ZTDI_AGE_GROUPS,
  gender: ZTDI_GENDERS,
  leadership_level: ZTDI_LEADERSHIP_LEVELS,
  education_level: ZTDI_EDUCATION_LEVELS,
};
const LABELS = {
  age_group: "ztdi.survey.ageGroup",
  gender: "ztdi.survey.gender",
  leadership_level: "ztdi.survey.leadershipLevel",
  education_level: "ztdi.survey.educationLevel",
} as const;

/**
 * The optional survey after the result is stored: five questions, each may stay empty, and the
 * whole may be skipped. Sent without the token or anything else of the result (ADR 028).
 */
export function ZtdiSurveyStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const submitSurvey = useSubmitZtdiSurvey();
  const [answers, setAnswers] = useState<Answers>({
    age_group: "",
    gender: "",
    leadership_level: "",
    education_level: "",
    industry: "",
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitSurvey.isPending) return;
    const body = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== "")) as TZtdiSurveyRequest;
    if (Object.keys(body).length === 0) return onDone();
    submitSurvey.mutate(body, { onSuccess: onDone });
  };
  const set = (key: keyof Answers) => (event: { target: { value: string } }) =>
    setAnswers((a) => ({ ...a, [key]: event.target.value }));
  const industries = industryOptions(lang).sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="ztdi-survey-title">
      <h2 id="ztdi-survey-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t("ztdi.survey.title")}
      </h2>
      <p className="max-w-prose">{t("ztdi.survey.text")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(OPTIONS) as OptionQuestion[]).map((question) => (
          <Field key={question} label={t(LABELS[question])} optional>
            {(props) => (
              <Select value={answers[question]} onChange={set(question)} {...props} aria-required={undefined}>
                <option value="">{t("ztdi.survey.noAnswer")}</option>
                {OPTIONS[question].map((option) => (
                  <option key={option} value={option}>
                    {t(`ztdi.survey.options.${question}.${option}` as "ztdi.survey.options.gender.other")}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
        <Field label={t("ztdi.survey.industry")} optional className="sm:col-span-2">
          {(props) => (
            <Select value={answers.industry} onChange={set("industry")} {...props}>
              <option value="">{t("ztdi.survey.noAnswer")}</option>
              {industries.map((industry) => (
                <option key={industry.code} value={industry.code}>
                  {industry.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {submitSurvey.isError && <FormError kind="failed" message={t("ztdi.survey.failed")} />}
      <StepActions
        aside={t("ztdi.survey.skip")}
        onAside={onDone}
        submit={t("ztdi.survey.submit")}
        pending={submitSurvey.isPending}
      />
    </form>
  );
}

import { ANSWER_TIME } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { FormError } from "@/components/ui/form-error";
import { DaysSettingForm } from "@/components/ui/days-setting-form";
import { TitledSection } from "@/components/ui/titled-section";
import { useTranslation } from "@/lib/i18n";
import { answerTimeQueryOptions, useSetAnswerTime } from "../api/answer-time";

/**
 * The company tab's answer time (issue 29): the days the organisation promises to answer
 * applications within, shown on its company page and in the apply wizard. A pending application
 * reaching it reminds the members; one still pending `auto_close_after_days` later is closed
 * without an answer. Owners and admins change it, recruiters read it.
 */
export function AnswerTimePanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const answerTime = useQuery(answerTimeQueryOptions(slug));
  if (!answerTime.data) {
    return answerTime.isError ? <FormError message={answerTime.error.message} /> : null;
  }
  const { days, effective_days: effective, auto_close_after_days: closeDays } = answerTime.data;
  return (
    <TitledSection id="org-answer-time-title" title={t("orgFollowUp.answerTime.title")} className="space-y-3">
      <p className="max-w-prose">{t("orgFollowUp.answerTime.text", { days: effective, closeDays })}</p>
      {canEdit && <AnswerTimeForm key={days ?? "default"} slug={slug} days={days} />}
    </TitledSection>
  );
}

function AnswerTimeForm({ slug, days }: { slug: string; days: number | null }) {
  const save = useSetAnswerTime(slug);
  return (
    <DaysSettingForm
      days={days}
      range={ANSWER_TIME}
      texts="orgFollowUp.answerTime"
      save={(value) => save.mutateAsync({ days: value })}
    />
  );
}

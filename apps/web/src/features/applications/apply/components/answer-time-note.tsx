import { Clock } from "lucide-react";
import { useTranslation } from "@/lib/i18n";

/** The wizard's line under its heading: how soon the company usually answers (its answer time, issue 29). */
export function AnswerTimeNote({ companyName, days }: { companyName: string; days: number | undefined }) {
  const { t } = useTranslation();
  if (days === undefined || !companyName) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {t("followUp.apply.answersWithin", { company: companyName, days })}
    </p>
  );
}

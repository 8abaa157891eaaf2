import type { TPublicCompany } from "@jobatlas/contract";
import { Clock } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { AUTO_CLOSE_AFTER_REMINDER_DAYS, RESPONSE_RECORD } from "@jobatlas/contract/core";
import { responseRecordFigures } from "../response-record";

/**
 * The company's answer time ("Usually answers within 14 days") and, from the contract's
 * RESPONSE_RECORD.minApplications on (the server sends null below it), its response record with the
 * line that explains it (issue 29).
 */
export function CompanyAnswers({ company }: { company: Pick<TPublicCompany, "answer_days" | "response_record"> }) {
  const { t } = useTranslation();
  const figures = responseRecordFigures(company.response_record);
  return (
    <div className="space-y-1 text-sm" data-testid="company-answers">
      <p className="flex items-center gap-2 font-medium">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {t("company.answers.usually", { days: company.answer_days })}
      </p>
      {figures && (
        <>
          <p>
            {figures.days === undefined
              ? t("company.answers.recordNoMedian", { share: figures.share })
              : t("company.answers.record", { share: figures.share, count: figures.days })}
          </p>
          <p className="text-xs text-muted">
            {t("company.answers.explanation", {
              window: RESPONSE_RECORD.windowDays,
              closeDays: company.answer_days + AUTO_CLOSE_AFTER_REMINDER_DAYS,
            })}
          </p>
        </>
      )}
    </div>
  );
}

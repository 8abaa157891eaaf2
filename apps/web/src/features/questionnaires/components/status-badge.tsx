import type { TQuestionnaireStatus } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

/** Active or archived, in words (not by colour alone). */
export function StatusBadge({ status }: { status: TQuestionnaireStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        status === "active" ? "border-accent text-accent" : "border-input text-muted",
      )}
    >
      {t(`questionnaires.statuses.${status}`)}
    </span>
  );
}

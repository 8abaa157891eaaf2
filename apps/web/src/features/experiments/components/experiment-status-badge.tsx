import type { TExperimentSummary } from "@jobatlas/contract";
import { Archive, CircleCheck, FlaskConical } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

/** Pending, validated or archived as a small label: its words carry it, icon and colour help. */
export function ExperimentStatusBadge({
  experiment,
}: {
  experiment: Pick<TExperimentSummary, "status" | "archived_at">;
}) {
  const { t } = useTranslation();
  const archived = experiment.archived_at !== null;
  const validated = experiment.status === "validated";
  const Icon = validated ? CircleCheck : archived ? Archive : FlaskConical;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap",
          validated ? "border-accent bg-accent text-accent-fg" : "border-input bg-bg text-fg",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(`experiments.status.${experiment.status}`)}
      </span>
      {archived && (
        <span className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-muted">
          <Archive aria-hidden="true" className="size-4" />
          {t("experiments.status.archived")}
        </span>
      )}
    </span>
  );
}

import type { TExperimentSummary } from "@jobatlas/contract";
import { Archive, CircleCheck, FlaskConical } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge } from "@/components/ui/status-badge";

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
      <StatusBadge tone={validated ? "active" : "planned"} Icon={Icon} iconClassName="size-4">
        {t(`experiments.status.${experiment.status}`)}
      </StatusBadge>
      {archived && (
        <StatusBadge tone="closed" Icon={Archive} iconClassName="size-4">
          {t("experiments.status.archived")}
        </StatusBadge>
      )}
    </span>
  );
}

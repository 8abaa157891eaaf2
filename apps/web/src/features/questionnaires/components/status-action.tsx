import type { TOrganizationPlan, TPlanLimit, TQuestionnaire } from "@jobatlas/contract";
import { Archive, ArchiveRestore } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { isStaleError } from "@/lib/use-stale-edit";
import { questionnaireQueryOptions, useUpdateQuestionnaire, withStatus } from "../api/questionnaires";

/**
 * Archive (active → archived) or reactivate (archived → active) after a confirmation. It sends
 * the questionnaire as the server has it with the other status, so unsaved edits elsewhere on
 * the page are neither sent nor lost. Reactivating beyond the plan's limit shows which plan lifts it.
 */
export function StatusAction({
  slug,
  questionnaire,
  plan,
}: {
  slug: string;
  questionnaire: TQuestionnaire;
  plan: TOrganizationPlan;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateQuestionnaire(slug);
  const [limit, setLimit] = useState<TPlanLimit>();
  const archiving = questionnaire.status === "active";
  const name = questionnaire.name;

  const change = () => {
    if (update.isPending) return;
    setLimit(undefined);
    const body = withStatus(questionnaire, archiving ? "archived" : "active");
    update.mutate(body, {
      onSuccess: () =>
        toast.success(t(archiving ? "questionnaires.status.archived" : "questionnaires.status.reactivated")),
      onError: (error) => {
        setLimit(planLimitOf(error));
        if (!isStaleError(error)) return;
        // Someone else changed it since: say so, and show what it is now (ADR 088).
        toast.error(error.detail);
        void queryClient.invalidateQueries({
          queryKey: questionnaireQueryOptions(slug, String(questionnaire.id)).queryKey,
        });
      },
    });
  };

  return (
    <div className="space-y-3">
      <ConfirmDialog
        trigger={
          // Not disabled while saving: a disabled button would lose the focus the dialog returns to it.
          <Button variant="secondary" aria-busy={update.isPending}>
            {archiving ? (
              <Archive aria-hidden="true" className="size-5" />
            ) : (
              <ArchiveRestore aria-hidden="true" className="size-5" />
            )}
            {t(archiving ? "questionnaires.status.archive" : "questionnaires.status.reactivate")}
          </Button>
        }
        title={t(archiving ? "questionnaires.status.archiveTitle" : "questionnaires.status.reactivateTitle", { name })}
        description={
          archiving
            ? questionnaire.listings_count > 0
              ? t("questionnaires.status.archiveText", { count: questionnaire.listings_count })
              : t("questionnaires.status.archiveTextUnused")
            : t("questionnaires.status.reactivateText")
        }
        confirmLabel={t(archiving ? "questionnaires.status.archive" : "questionnaires.status.reactivate")}
        onConfirm={change}
      />
      {limit && <PlanLimitNotice limit={limit} plan={plan} />}
    </div>
  );
}

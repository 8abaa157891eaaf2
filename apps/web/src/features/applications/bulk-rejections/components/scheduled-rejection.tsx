import type { TScheduledRejection } from "@jobatlas/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Clock, Undo2 } from "lucide-react";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { NotFoundError } from "@/lib/api-errors";
import { formatMoment } from "@/lib/format";
import { i18n, useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { candidateKeys } from "@/features/applications/api/keys";
import { scheduledRejectionsQueryOptions, undoBulkRejection, undoScheduledRejection } from "../api/bulk-rejections";

/** The organisation's waiting rejections by application id (one query for the whole list). */
export function useScheduledRejections(slug: string): Map<number, TScheduledRejection> {
  const scheduled = useQuery(scheduledRejectionsQueryOptions(slug));
  return new Map((scheduled.data?.items ?? []).map((item) => [item.application_id, item]));
}

/** What an undo takes back: the whole batch (the toast after scheduling) or one application's (its notice). */
export type UndoTarget = { batchId: string } | { applicationId: number };

/**
 * Undo, saying how it went in a toast: undone, or too late (sent already). Not tied to the
 * component that asks (the notice disappears once undone, the toast's Undo outlives its dialog).
 */
export function useUndo(slug: string): { undo: (target: UndoTarget) => void; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return {
    pending,
    undo: (target) => {
      setPending(true);
      ("batchId" in target
        ? undoBulkRejection(slug, target.batchId)
        : undoScheduledRejection(slug, target.applicationId)
      )
        .then(
          () => toast.success(i18n.t("messageTemplates.bulk.undone")),
          (error: unknown) =>
            toast.error(i18n.t(error instanceof NotFoundError ? "messageTemplates.bulk.undoGone" : "form.sendFailed")),
        )
        .finally(() => {
          setPending(false);
          void queryClient.invalidateQueries({ queryKey: candidateKeys.all(slug) });
        });
    },
  };
}

/**
 * "Rejection scheduled for <time> — Undo" on a candidate's row or profile while a bulk rejection
 * of the application waits; undoing takes back this application's only, the rest of its batch stays.
 */
export function ScheduledRejectionNotice({
  slug,
  scheduled,
  name,
  className,
}: {
  slug: string;
  scheduled: TScheduledRejection;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { undo, pending } = useUndo(slug);
  return (
    <p
      className={
        className ??
        "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-surface px-3 py-2 text-sm"
      }
    >
      <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <span className="font-medium">
        {t("messageTemplates.bulk.scheduled", { time: formatMoment(scheduled.send_at, lang) })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        onClick={() => undo({ applicationId: scheduled.application_id })}
        aria-label={t("messageTemplates.bulk.undoNamed", { name })}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {t("messageTemplates.bulk.undo")}
      </Button>
    </p>
  );
}

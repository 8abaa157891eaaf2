import type { TJobStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, Clock } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";

const LOOK: Record<TJobStatus, StatusLook> = {
  planned: { tone: "planned", Icon: Clock },
  active: { tone: "active", Icon: CircleCheck },
  archived: { tone: "closed", Icon: Archive },
};

/** A job's status as a small label: its word, an icon and a colour (the word alone carries it). */
export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge {...LOOK[status]} className={className}>
      {t(`jobs.status.${status}`)}
    </StatusBadge>
  );
}

import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, CircleX, Sparkles, Undo2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";

const LOOK: Record<TApplicationDisplayStatus, StatusLook> = {
  pending: { tone: "pending", Icon: Sparkles },
  active: { tone: "active", Icon: CircleCheck },
  archived: { tone: "closed", Icon: Archive },
  user_withdrawn: { tone: "closed", Icon: Undo2 },
  org_withdrawn: { tone: "closed", Icon: Undo2 },
  user_rejected: { tone: "closed", Icon: CircleX },
  org_rejected: { tone: "closed", Icon: CircleX },
};

/** An application's displayed status (spec §3) as a small label: the word carries it, icon and colour help. */
export function CandidateStatusBadge({ status, className }: { status: TApplicationDisplayStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge {...LOOK[status]} className={className}>
      {t(`candidates.displayed.${status}`)}
    </StatusBadge>
  );
}

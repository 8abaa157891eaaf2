import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, CircleX, Send, Undo2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";

const LOOK: Record<TApplicationDisplayStatus, StatusLook> = {
  pending: { tone: "planned", Icon: Send },
  active: { tone: "active", Icon: CircleCheck },
  archived: { tone: "closed", Icon: Archive },
  user_withdrawn: { tone: "closed", Icon: Undo2 },
  org_withdrawn: { tone: "closed", Icon: Undo2 },
  user_rejected: { tone: "closed", Icon: CircleX },
  org_rejected: { tone: "refused", Icon: CircleX },
};

/** The status the seeker sees (with who closed it) as a small label: its words carry it, icon and colour help. */
export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: TApplicationDisplayStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusBadge {...LOOK[status]} className={className}>
      {t(`myCareer.status.${status}`)}
    </StatusBadge>
  );
}

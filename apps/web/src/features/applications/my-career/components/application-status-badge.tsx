import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { CircleX, Send } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge } from "@/components/ui/status-badge";
import { applicationLooks } from "@/features/applications/application-looks";

const LOOK = applicationLooks({
  pending: { tone: "planned", Icon: Send },
  org_rejected: { tone: "refused", Icon: CircleX },
});

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

import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { CircleX, Sparkles } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { StatusBadge } from "@/components/ui/status-badge";
import { applicationLooks } from "@/features/applications/application-looks";

const LOOK = applicationLooks({
  pending: { tone: "pending", Icon: Sparkles },
  org_rejected: { tone: "closed", Icon: CircleX },
});

/** An application's displayed status (spec §3) as a small label: the word carries it, icon and colour help. */
export function CandidateStatusBadge({ status, className }: { status: TApplicationDisplayStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge {...LOOK[status]} className={className}>
      {t(`candidates.displayed.${status}`)}
    </StatusBadge>
  );
}

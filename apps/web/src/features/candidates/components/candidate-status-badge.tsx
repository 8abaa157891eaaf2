import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, CircleX, Sparkles, Undo2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

const LOOK: Record<TApplicationDisplayStatus, { className: string; Icon: typeof Archive }> = {
  pending: { className: "border-accent bg-bg text-fg", Icon: Sparkles },
  active: { className: "border-accent bg-accent text-accent-fg", Icon: CircleCheck },
  archived: { className: "border-border bg-surface text-muted", Icon: Archive },
  user_withdrawn: { className: "border-border bg-surface text-muted", Icon: Undo2 },
  org_withdrawn: { className: "border-border bg-surface text-muted", Icon: Undo2 },
  user_rejected: { className: "border-border bg-surface text-muted", Icon: CircleX },
  org_rejected: { className: "border-border bg-surface text-muted", Icon: CircleX },
};

/** An application's displayed status (spec §3) as a small label: the word carries it, icon and colour help. */
export function CandidateStatusBadge({ status, className }: { status: TApplicationDisplayStatus; className?: string }) {
  const { t } = useTranslation();
  const { className: look, Icon } = LOOK[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap",
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`candidates.displayed.${status}`)}
    </span>
  );
}

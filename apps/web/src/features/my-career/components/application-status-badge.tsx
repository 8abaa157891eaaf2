import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, CircleX, Send, Undo2, type LucideIcon } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

const LOOK: Record<TApplicationDisplayStatus, { className: string; Icon: LucideIcon }> = {
  pending: { className: "border-input bg-bg text-fg", Icon: Send },
  active: { className: "border-accent bg-accent text-accent-fg", Icon: CircleCheck },
  archived: { className: "border-border bg-surface text-muted", Icon: Archive },
  user_withdrawn: { className: "border-border bg-surface text-muted", Icon: Undo2 },
  org_withdrawn: { className: "border-border bg-surface text-muted", Icon: Undo2 },
  user_rejected: { className: "border-border bg-surface text-muted", Icon: CircleX },
  org_rejected: { className: "border-danger bg-danger-soft text-fg", Icon: CircleX },
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
      {t(`myCareer.status.${status}`)}
    </span>
  );
}

import type { TJobStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, Clock } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

const LOOK: Record<TJobStatus, { className: string; Icon: typeof Clock }> = {
  planned: { className: "border-input bg-bg text-fg", Icon: Clock },
  active: { className: "border-accent bg-accent text-accent-fg", Icon: CircleCheck },
  archived: { className: "border-border bg-surface text-muted", Icon: Archive },
};

/** A job's status as a small label: its word, an icon and a colour (the word alone carries it). */
export function JobStatusBadge({ status, className }: { status: TJobStatus; className?: string }) {
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
      {t(`jobs.status.${status}`)}
    </span>
  );
}

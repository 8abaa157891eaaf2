import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The looks of a status: `planned` (outlined), `active` (filled with the accent), `pending`
 * (accent outline), `closed` (muted), `refused` (the danger colour).
 */
const TONES = {
  planned: "border-input bg-bg text-fg",
  active: "border-accent bg-accent text-accent-fg",
  pending: "border-accent bg-bg text-fg",
  closed: "border-border bg-surface text-muted",
  refused: "border-danger bg-danger-soft text-fg",
} as const;
export type StatusTone = keyof typeof TONES;

/** How one status value looks: its tone and icon. A feature's badge maps its statuses to these. */
export type StatusLook = { tone: StatusTone; Icon: LucideIcon };

/**
 * A status as a small label (jobs, listings, applications, experiments): its word carries it,
 * the icon and colour help. The one badge of the app; a feature maps its statuses to looks.
 */
export function StatusBadge({
  tone,
  Icon,
  iconClassName = "size-3.5",
  className,
  children,
}: StatusLook & { iconClassName?: string; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap",
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </span>
  );
}

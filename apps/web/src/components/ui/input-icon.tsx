import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A text control with an icon inside on the left (search, place): the control wants `pl-10`.
 * `raised` lifts the icon above a control that is positioned itself (a combobox).
 */
export function InputIcon({
  icon: Icon,
  raised,
  children,
}: {
  icon: LucideIcon;
  raised?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <Icon
        aria-hidden="true"
        className={cn("pointer-events-none absolute top-3 left-3 size-5 text-muted", raised && "z-10")}
      />
      {children}
    </div>
  );
}

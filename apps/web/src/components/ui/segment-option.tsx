import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * One option of a segmented radio group (in a `<fieldset>` with a legend): the whole label is the
 * click target, a transparent native radio over it keeps arrow keys and the focus ring working.
 */
export function SegmentOption({
  name,
  value,
  checked,
  onSelect,
  title,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      title={title}
      className={cn(
        "relative cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
        checked ? "bg-surface text-fg" : "text-muted",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      />
      {children}
    </label>
  );
}

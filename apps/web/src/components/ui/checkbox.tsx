import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";

/** A native checkbox with its label beside it. */
export function Checkbox({
  label,
  className,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn("flex items-start gap-2", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-1 size-4 shrink-0 rounded border-input accent-accent aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-danger"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}

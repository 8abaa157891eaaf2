import type { ComponentProps } from "react";
import { cn } from "./cn";

export const controlClasses = cn(
  "block w-full rounded-md border border-input bg-bg px-3 text-base text-fg placeholder:text-muted",
  "aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-70",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-11", className)} {...props} />;
}

/** A workload in percent: 0 to 100 in steps of 10. */
export function WorkloadInput(props: ComponentProps<"input">) {
  return <Input type="number" inputMode="numeric" min={0} max={100} step={10} {...props} />;
}

import type { ComponentProps } from "react";
import { cn } from "./cn";

/** The app's native radio button (its size and the accent colour); its label is the caller's. */
export function RadioInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="radio" className={cn("size-4 accent-accent", className)} {...props} />;
}

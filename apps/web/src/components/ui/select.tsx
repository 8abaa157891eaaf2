import type { ComponentProps } from "react";
import { cn } from "./cn";
import { controlClasses } from "./input";

/** A native select: keyboard and screen-reader behaviour for free. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-11 pr-8", className)} {...props} />;
}

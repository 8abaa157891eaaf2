import type { ComponentProps } from "react";
import { cn } from "./cn";
import { controlClasses } from "./input";

/** A native select: keyboard and screen-reader behaviour for free. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-11 pr-8", className)} {...props} />;
}

/** A select of a closed list (an enum's values), each value named by `label`. */
export function ChoiceSelect<T extends string>({
  values,
  label,
  ...props
}: ComponentProps<"select"> & { values: readonly T[]; label: (value: T) => string }) {
  return (
    <Select {...props}>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </Select>
  );
}

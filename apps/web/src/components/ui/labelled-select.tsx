import { useId, type ComponentProps } from "react";
import { cn } from "./cn";
import { Select } from "./select";

/**
 * A select with its label in one row (a toolbar's order, a screen's organisation), not a form's
 * `Field`: `className` lays out the row, `labelClassName` and `selectClassName` add to the label's
 * and the select's look; `hint` follows the select and describes it.
 */
export function LabelledSelect({
  label,
  hint,
  className,
  labelClassName,
  selectClassName,
  children,
  ...props
}: Omit<ComponentProps<"select">, "id"> & {
  label: string;
  hint?: string;
  labelClassName?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn("text-sm font-medium", labelClassName)}>
        {label}
      </label>
      <Select id={id} className={selectClassName} aria-describedby={hint ? `${id}-hint` : undefined} {...props}>
        {children}
      </Select>
      {hint && (
        <span id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A wizard's steps (the listing wizard, the seeker profile): numbered, the current one marked
 * `aria-current="step"`, the done ones ticked and clickable to go back to; `columns` lays them
 * out from sm on. `srPrefix` is read before a step's title (e.g. "Step 2 of 3").
 */
export function Stepper({
  label,
  steps,
  current,
  onGo,
  columns,
  srPrefix,
  children,
}: {
  label: string;
  steps: readonly string[];
  current: number;
  onGo: (index: number) => void;
  columns: "sm:grid-cols-3" | "sm:grid-cols-4";
  srPrefix?: (index: number) => string;
  /** Below the steps, inside the navigation (a progress bar). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ol className={cn("grid gap-2", columns)}>
        {steps.map((title, index) => {
          const done = index < current;
          const here = index === current;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
                  here || done ? "border-accent bg-accent text-accent-fg" : "border-input",
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              {srPrefix ? (
                <span>
                  <span className="sr-only">{srPrefix(index)}</span>
                  {title}
                </span>
              ) : (
                <span>{title}</span>
              )}
            </>
          );
          return (
            <li key={index}>
              {done ? (
                <button
                  type="button"
                  onClick={() => onGo(index)}
                  className="flex w-full items-center gap-2 rounded-md p-2 text-left hover:bg-surface"
                >
                  {content}
                </button>
              ) : (
                <span
                  aria-current={here ? "step" : undefined}
                  className={cn("flex items-center gap-2 p-2", here ? "font-semibold" : "text-muted")}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {children}
    </nav>
  );
}

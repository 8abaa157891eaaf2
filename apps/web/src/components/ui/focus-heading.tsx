import { CircleCheck } from "lucide-react";
import type { ComponentProps, ReactNode, Ref } from "react";
import { cn } from "./cn";

/**
 * A section's h2 that the screen moves the focus to (after a save, when a row leaves): focusable
 * by script only (tabIndex -1) and without an outline, `icon` before the text.
 */
export function FocusHeading({ icon, className, children, ...props }: ComponentProps<"h2"> & { icon: ReactNode }) {
  return (
    <h2
      tabIndex={-1}
      className={cn("flex items-center gap-2 text-xl font-semibold outline-none [&>svg]:shrink-0", className)}
      {...props}
    >
      {icon}
      {children}
    </h2>
  );
}

/** What a screen shows once a thing is saved: a bordered section whose heading, with a check mark, takes the focus. */
export function SavedPanel({
  id,
  headingRef,
  title,
  children,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border p-6">
      <FocusHeading id={id} ref={headingRef} icon={<CircleCheck aria-hidden="true" className="size-6 text-accent" />}>
        {title}
      </FocusHeading>
      {children}
    </section>
  );
}

import type { ComponentProps, ReactNode } from "react";

/**
 * A `<section>` named by its `<h2>` (aria-labelledby `id`) whose head holds more than the heading:
 * `head` follows it there (a hint below, or an action or count beside it by `headClassName`), then
 * `children`. `TitledSection` when the heading stands alone.
 */
export function HeadedSection({
  id,
  title,
  head,
  headClassName = "space-y-1",
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  id: string;
  title: ReactNode;
  head?: ReactNode;
  headClassName?: string;
}) {
  return (
    <section aria-labelledby={id} {...props}>
      <div className={headClassName}>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {head}
      </div>
      {children}
    </section>
  );
}

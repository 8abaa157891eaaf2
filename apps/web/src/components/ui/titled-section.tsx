import type { ComponentProps, ReactNode } from "react";

/**
 * A `<section>` named by its own `<h2>` (aria-labelledby `id`): a screen's part with a heading,
 * then `children`. `headingClassName` for a heading that looks otherwise (or is `sr-only`).
 */
export function TitledSection({
  id,
  title,
  headingClassName = "text-xl font-semibold",
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  id: string;
  title: ReactNode;
  headingClassName?: string;
}) {
  return (
    <section aria-labelledby={id} {...props}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

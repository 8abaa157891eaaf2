import type { ComponentProps, ReactNode } from "react";

/**
 * A `<section>` named by its own `<h2>` (aria-labelledby `id`): a screen's part with a heading,
 * then `children`. `headingClassName` for a heading that looks otherwise (or is `sr-only`);
 * `level` 3 for a part within a part (an `<h3>`).
 */
export function TitledSection({
  id,
  title,
  headingClassName = "text-xl font-semibold",
  level = 2,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  id: string;
  title: ReactNode;
  headingClassName?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={id} {...props}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A part within a part (the company's description, the open invitations): an h3 in the text's size. */
export function TitledSubsection(props: { id: string; title: ReactNode; children: ReactNode }) {
  return <TitledSection level={3} headingClassName="font-semibold" className="space-y-2" {...props} />;
}

import type { ReactNode } from "react";

/** A titled part of a screen: its h2 (`id`) labels it, `children` follow. */
export function Section({
  id,
  title,
  className = "space-y-3",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

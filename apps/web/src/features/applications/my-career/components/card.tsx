import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A titled section of the career home, `icon` before its title. */
export function Card({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-border p-4">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}

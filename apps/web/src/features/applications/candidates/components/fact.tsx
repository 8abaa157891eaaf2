import type { ReactNode } from "react";

/** One fact of a candidate's header (status, origin, e-mail): its term above its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-1 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/document-title";
import { cn } from "@/components/ui/cn";

/** The frame of the account screens: the title as h1 and document title, an intro, the content. */
export function AccountPage({
  title,
  intro,
  wide,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn("mx-auto space-y-6", wide ? "max-w-5xl" : "max-w-xl")}>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro && <p className="max-w-prose text-lg text-muted">{intro}</p>}
      </header>
      {children}
    </div>
  );
}

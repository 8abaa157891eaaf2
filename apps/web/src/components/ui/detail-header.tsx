import type { ReactNode } from "react";

/**
 * The header of a screen about one thing (a job, a listing, a candidate, an experiment): what
 * kind of thing it is, its name as the h1 (`titleId` labels the screen's article), then `children`.
 */
export function DetailHeader({
  eyebrow,
  title,
  titleId,
  children,
}: {
  eyebrow: string;
  title: string;
  titleId?: string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <p className="text-sm font-medium text-muted">{eyebrow}</p>
      <h1 id={titleId} className="text-3xl font-bold tracking-tight wrap-anywhere">
        {title}
      </h1>
      {children}
    </header>
  );
}

/**
 * The header of a screen that changes one thing (edit a job, withdraw an application): the
 * screen's title as the h1, then which thing it is (`subject`: its name and status), then `children`.
 */
export function ChangeHeader({
  title,
  subject,
  children,
}: {
  title: string;
  subject: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="flex flex-wrap items-center gap-3 text-lg font-semibold wrap-anywhere">{subject}</p>
      {children}
    </header>
  );
}

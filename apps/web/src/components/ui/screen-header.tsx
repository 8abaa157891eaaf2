import type { ReactNode } from "react";

/**
 * A screen's header: its title as the h1 (`titleId` labels the screen), the intro under it (then
 * `children`), and `actions` (a "New …" button) beside them where the screen has any.
 */
export function ScreenHeader({
  title,
  titleId,
  intro,
  actions,
  children,
}: {
  title: string;
  titleId?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <h1 id={titleId} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {intro && <p className="max-w-prose text-muted">{intro}</p>}
      {children}
    </>
  );
  if (!actions) return <header className="space-y-2">{text}</header>;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-2">{text}</div>
      {actions}
    </header>
  );
}

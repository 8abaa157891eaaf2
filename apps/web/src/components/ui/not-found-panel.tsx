import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { TitledScreen } from "./screen-frame";

/**
 * In place of something the API answered 404 for (another organisation's id, an unknown one, a
 * wrong token): what is not there and why, then `children` (the way back).
 */
export function NotFoundPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <>
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-muted">{text}</p>
        </div>
      </div>
      {children}
    </>
  );
}

/**
 * A detail screen whose row is not there: the screen keeps its title as the h1 (and the document
 * title) and says so with the NotFoundPanel; `before` goes between the two (an organisation picker).
 */
export function NotFoundScreen({
  screenTitle,
  title,
  text,
  before,
  children,
}: {
  screenTitle: string;
  title: string;
  text: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <TitledScreen title={screenTitle}>
      {before}
      <NotFoundPanel title={title} text={text}>
        {children}
      </NotFoundPanel>
    </TitledScreen>
  );
}

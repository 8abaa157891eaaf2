import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { NotFoundError } from "@/lib/api-errors";
import { Button } from "./button";

/**
 * What could not be loaded (a list, a screen's row), with the button that asks again; in a red box,
 * or without it (`boxed` false) inside a screen's own part (a list, its hits).
 */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
  boxed = true,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  boxed?: boolean;
}) {
  return (
    <div role="alert" className={boxed ? "space-y-3 rounded-lg border border-danger bg-danger-soft p-4" : "space-y-2"}>
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** The part of a query result QueryStates reads (useQuery's result). */
interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The one thing a screen asks for by its path (an id, a token): `children` with it; `notFound`
 * when the path names none (`named` false) or the API answered 404; else, inside `frame`, the load
 * failure with "try again" or "loading".
 */
export function QueryStates<T>({
  query,
  named = true,
  notFound,
  failedText,
  retryLabel,
  loadingText,
  frame = (state) => state,
  children,
}: {
  query: QueryResult<T>;
  named?: boolean;
  notFound: ReactNode;
  failedText: string;
  retryLabel: string;
  /** "Loading…" unless given. */
  loadingText?: string;
  frame?: (state: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data) return <>{children(query.data)}</>;
  if (!named || query.error instanceof NotFoundError) return <>{notFound}</>;
  return (
    <>
      {frame(
        query.isError ? (
          <LoadFailed text={failedText} retryLabel={retryLabel} onRetry={() => void query.refetch()} />
        ) : (
          <p role="status" className="text-muted">
            {loadingText ?? t("common.loading")}
          </p>
        ),
      )}
    </>
  );
}

/** The props of an org screen's by-id component (JobById, ApplicationById): the path's id, the screen, and the screen with its row. */
export interface ByIdProps<TScreen extends string, TRow> {
  slug: string;
  idParam: string;
  screen: TScreen;
  children: (row: TRow) => ReactNode;
}

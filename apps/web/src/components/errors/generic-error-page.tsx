import { useQueryClient, useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Link, useNavigate, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ApiError, NotAuthenticatedError, NotFoundError } from "@/lib/api-errors";
import { refreshSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/document-title";
import { reportClientError } from "@/lib/error-reporting";
import { BrandLink } from "@/components/layout/brand-link";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { NotFoundPage } from "./not-found-page";

/**
 * The errorComponent of the /{lang} layout. A NotFound/Gone error from a loader shows the 404
 * page; anything else shows the generic error page of spec §8 and is reported to the server.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof NotFoundError) return <NotFoundPage />;
  if (error instanceof NotAuthenticatedError) return <SessionEnded />;
  return <GenericErrorPage error={error} reset={reset} />;
}

/**
 * A screen's data answered 401 outside a loader (loaders use whileSignedIn, which redirects):
 * the session ended while the page was open. The cached status still says "signed in", so it
 * is refreshed, and the visitor goes to sign in and comes back here afterwards.
 */
function SessionEnded() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  // The page the session ended on, as it was when this showed (the location changes once we go).
  const [next] = useState(() => router.state.location.href);
  const started = useRef(false);
  useEffect(() => {
    // Once, and never from the sign-in page itself (the boundary can remount there while leaving).
    if (started.current || /\/account\/login$/.test(router.state.location.pathname)) return;
    started.current = true;
    void refreshSession(queryClient).then(() =>
      navigate({ to: "/$lang/account/login", params: { lang }, search: { next }, replace: true }),
    );
  }, [queryClient, navigate, lang, next, router]);
  return <p role="status">{t("common.loading")}</p>;
}

export function GenericErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useDocumentTitle(t("errors.generic.documentTitle"));

  useEffect(() => {
    reportClientError(error);
  }, [error]);

  useEffect(() => {
    // Let queries that failed try again once the boundary is reset.
    queryErrorReset.reset();
  }, [queryErrorReset]);

  const requestId = error instanceof ApiError ? error.requestId : undefined;

  const retry = () => {
    reset?.();
    void router.invalidate();
  };

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12 text-center">
      <BrandLink />
      <TriangleAlert aria-hidden="true" className="size-16 text-danger" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("errors.generic.title")}</h1>
      <p className="max-w-prose text-muted">{t("errors.generic.text")}</p>
      {requestId && <p className="text-sm text-muted">{t("errors.generic.reference", { id: requestId })}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("errors.generic.retry")}
        </Button>
        <Link to="/$lang/contact" params={{ lang }} className={buttonClasses("secondary")}>
          {t("errors.generic.contactSupport")}
        </Link>
      </div>
    </main>
  );
}

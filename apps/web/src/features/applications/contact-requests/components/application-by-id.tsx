import { idFromText, type TOrgContactRequestsResponse } from "@jobatlas/contract";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { NotFoundError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { contactRequestsQueryOptions } from "../api/contact-requests";

export type ApplicationScreen = Extract<
  ScreenKey,
  "orgApplicationContact" | "orgApplicationReject" | "contactRequestSend"
>;

/** The id of the path, or undefined when it cannot name an application. */
export function applicationPathId(value: string): number | undefined {
  return idFromText(value);
}

/** A screen's loader: the application in the cache before the screen shows; a 404 is the screen's own state. */
export async function loadApplication(queryClient: QueryClient, slug: string, idParam: string): Promise<void> {
  const id = applicationPathId(idParam);
  if (id === undefined) return;
  try {
    await queryClient.ensureQueryData(contactRequestsQueryOptions(slug, id));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}

/** The screen's title as the h1 (and document title) with what is below it. */
export function ScreenFrame({ screen, children }: { screen: ApplicationScreen; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * An application the organisation does not have (another organisation's id, an unknown one, or
 * none of the user's organisations for send-for): the screen keeps its title and says so.
 */
export function ApplicationNotFound({
  slug,
  screen,
  text,
}: {
  slug: string | undefined;
  screen: ApplicationScreen;
  text?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ScreenFrame screen={screen}>
      <NotFoundPanel title={t("contactRequests.notFound.title")} text={text ?? t("contactRequests.notFound.text")} />
      {slug && (
        <Link
          to="/$lang/org/$companyslug/applications"
          params={{ lang, companyslug: slug }}
          className={buttonClasses("secondary")}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("contactRequests.notFound.back")}
        </Link>
      )}
    </ScreenFrame>
  );
}

/** The application of the path for a screen, or the screen's "not found" (its title stays the h1). */
export function ApplicationById({
  slug,
  idParam,
  screen,
  children,
}: {
  slug: string;
  idParam: string;
  screen: ApplicationScreen;
  children: (data: TOrgContactRequestsResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = applicationPathId(idParam);
  // The loader asked already: a 404 there is not asked again on mount.
  const query = useQuery({
    ...contactRequestsQueryOptions(slug, id ?? 0),
    enabled: id !== undefined,
    retryOnMount: false,
  });
  if (query.data) return <>{children(query.data)}</>;
  if (id === undefined || query.error instanceof NotFoundError)
    return <ApplicationNotFound slug={slug} screen={screen} />;
  if (query.isError) {
    return (
      <ScreenFrame screen={screen}>
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
          <p>{t("contactRequests.candidate.loadFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t("contactRequests.candidate.retry")}
          </Button>
        </div>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame screen={screen}>
      <p role="status" className="text-muted">
        {t("contactRequests.candidate.loading")}
      </p>
    </ScreenFrame>
  );
}

import { idFromText, type TOrgContactRequestsResponse } from "@jobatlas/contract";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useLanguage } from "@/components/layout/use-language";
import { BackButtonLink } from "@/components/ui/link-button";
import { QueryStates, type ByIdProps } from "@/components/ui/query-states";
import { ScreenFrame } from "@/components/ui/screen-frame";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { NotFoundError } from "@/lib/api-errors";
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
        <BackButtonLink to="/$lang/org/$companyslug/applications" params={{ lang, companyslug: slug }}>
          {t("contactRequests.notFound.back")}
        </BackButtonLink>
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
}: ByIdProps<ApplicationScreen, TOrgContactRequestsResponse>) {
  const { t } = useTranslation();
  const id = applicationPathId(idParam);
  // The loader asked already: a 404 there is not asked again on mount.
  const query = useQuery({
    ...contactRequestsQueryOptions(slug, id ?? 0),
    enabled: id !== undefined,
    retryOnMount: false,
  });
  return (
    <QueryStates
      query={query}
      named={id !== undefined}
      notFound={<ApplicationNotFound slug={slug} screen={screen} />}
      failedText={t("contactRequests.candidate.loadFailed")}
      retryLabel={t("contactRequests.candidate.retry")}
      loadingText={t("contactRequests.candidate.loading")}
      frame={(state) => <ScreenFrame screen={screen}>{state}</ScreenFrame>}
    >
      {children}
    </QueryStates>
  );
}

import { createFileRoute, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect } from "react";
import { LikeButton } from "@/features/likes/like-button";
import { locationsQueryOptions } from "@/features/search/api/get-locations";
import { searchEmployersQueryOptions } from "@/features/search/api/search-employers";
import { searchListingsQueryOptions } from "@/features/search/api/search-listings";
import { PLACE_LOOKUP_LIMIT, SearchPage } from "@/features/search/components/search-page";
import { apiFilters, LAST_SEARCH_KEY, sortOf, viewOf } from "@/features/search/search-state";
import { NotifyMeButton } from "@/features/subscriptions/components/notify-me";
import type { SearchState } from "@/features/search/search-state";
import type { TEmployerHit } from "@jobatlas/contract";
import { useLanguage } from "@/components/layout/use-language";
import { statusQueryOptions, useSession } from "@/lib/session";

/**
 * "Hide this employer" is for signed-in seekers (ADR 073), whose pages the browser draws: its code
 * loads once the session is known to be one (the loader, else the screen), not on every visitor's
 * first page. Until it is there, its place on the card is kept.
 */
const loadHideButton = () => import("@/features/hidden-employers/hide-employer-button");
const HideEmployerIconButton = lazy(() =>
  loadHideButton().then((module) => ({ default: module.HideEmployerIconButton })),
);

/** search: map, filters and results of one search, all of it in the URL (route.tsx parses it). */
export const Route = createFileRoute("/$lang/search/")({
  loaderDeps: ({ search }) => ({
    filters: apiFilters(search),
    location: search.location,
    view: viewOf(search),
    sort: sortOf(search),
  }),
  // Started, not awaited: the screen shows its skeletons meanwhile, and the server's render of the
  // page waits for them (ADR 050). The screen asks the same queries: the list of its view.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.view === "jobs")
      void queryClient.prefetchInfiniteQuery(searchListingsQueryOptions(deps.filters, deps.sort));
    else void queryClient.prefetchInfiniteQuery(searchEmployersQueryOptions(deps.filters));
    if (deps.location) void queryClient.prefetchQuery(locationsQueryOptions(deps.location, PLACE_LOOKUP_LIMIT));
    if (queryClient.getQueryData(statusQueryOptions().queryKey)?.authenticated) void loadHideButton();
  },
  component: SearchScreen,
});

function SearchScreen() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const lang = useLanguage();
  // The company page's "back to results" returns to the search as it was: this search's own
  // address, from its own params. Not the router's location: when the visitor opens a company,
  // the location is the company page's while this screen is still mounted, and the last write
  // would be that address (issue 24 point 12).
  const href = router.buildLocation({ to: "/$lang/search", params: { lang }, search: state }).href;
  useEffect(() => {
    try {
      window.sessionStorage.setItem(LAST_SEARCH_KEY, href);
    } catch {
      // storage blocked: "back to results" leads to the plain search
    }
  }, [href]);

  const change = (next: SearchState, options?: { replace?: boolean }) =>
    void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false });

  const signInForWatchlist = () => {
    const next = router.buildLocation({
      to: "/$lang/search",
      params: { lang },
      search: { ...state, liked: true },
    }).href;
    void navigate({ to: "/$lang/account/login", params: { lang }, search: { next } });
  };

  // The card's buttons: the like, and for a signed-in seeker "hide this employer" (ADR 073).
  // Stable, so the memoised result cards are not all drawn again at each change of the URL.
  const { data: session } = useSession();
  const signedIn = Boolean(session?.authenticated && session.user);
  useEffect(() => {
    if (signedIn) void loadHideButton();
  }, [signedIn]);
  const renderLike = useCallback(
    (hit: TEmployerHit) => (
      <div className="flex shrink-0 flex-col gap-2">
        <LikeButton companyId={hit.id} liked={hit.liked} companyName={hit.name} variant="icon" />
        {signedIn && (
          <Suspense fallback={<span className="size-11" />}>
            <HideEmployerIconButton companyId={hit.id} companyName={hit.name} />
          </Suspense>
        )}
      </div>
    ),
    [signedIn],
  );

  return (
    <SearchPage
      state={state}
      onChange={change}
      lang={lang}
      onRequireSignIn={signInForWatchlist}
      onOpenCompany={(companyId) =>
        void navigate({
          to: "/$lang/company/$companyId",
          params: { lang, companyId: String(companyId) },
          search: { b: 1 },
        })
      }
      renderLike={renderLike}
      notifyMe={<NotifyMeButton search={state} />}
    />
  );
}

import { SEARCH_COUNT_CAP } from "@jobatlas/contract/core";
import {
  type TEmployerHit,
  type TLanguage,
  type TLocationSuggestion,
  type TSearchListingsResponse,
  type TSearchSort,
} from "@jobatlas/contract";
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Map as MapIcon, X } from "lucide-react";
import { Fragment, useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { sameBounds, type TBounds } from "@/components/map/bounds";
import { CH_LI_BOUNDS } from "@/components/map/use-map";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { NotAuthenticatedError, ValidationError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useMediaQuery } from "@/lib/use-media-query";
import { useSession } from "@/lib/session";
import { locationsQueryOptions } from "../api/get-locations";
import { searchEmployersQueryOptions } from "../api/search-employers";
import { searchListingsQueryOptions } from "../api/search-listings";
import { searchMapQueryOptions } from "../api/search-map";
import {
  apiFilters,
  clustersInside,
  normalize,
  placeBounds,
  radiusOf,
  regionBoundsOf,
  sortOf,
  sortsOf,
  viewOf,
  viewportOf,
  widen,
  wideningsOf,
  withLocation,
  withSort,
  withView,
  withViewport,
  type SearchState,
} from "../search-state";
import { EmployerCard, employerCardId, ResultCardSkeleton } from "./employer-card";
import { ListingCard } from "./listing-card";
import { ResultsMap, type MapMove } from "./results-map";
import { SearchForm, type SearchChange } from "./search-form";
import { ViewSwitch } from "./view-switch";

export const PLACE_LOOKUP_LIMIT = 5;
/** Beside the list on wide screens (sticky while the list scrolls), above it on phones when asked for. */
const MAP_CLASSES =
  "h-[45dvh] min-h-72 lg:sticky lg:top-4 lg:order-last lg:h-[max(28rem,calc(100dvh-10rem))] lg:self-start";
/** Tailwind's `lg`: from here on the map is beside the list and always shown. */
const WIDE_SCREEN = "(min-width: 64rem)";
const SEARCH_MAP_ID = "search-map";

/**
 * The search page (spec §2 `search`): the form, the map and the result list of one search, which
 * is the URL. The route hands in the URL's state and how to change it; the like button comes
 * from the route too (features compose in routes).
 */
export function SearchPage({
  state,
  onChange,
  lang,
  onRequireSignIn,
  onOpenCompany,
  renderLike,
  notifyMe,
}: {
  state: SearchState;
  onChange: SearchChange;
  lang: TLanguage;
  onRequireSignIn: () => void;
  onOpenCompany: (companyId: number) => void;
  renderLike?: (hit: TEmployerHit) => ReactNode;
  /** "Notify me of new jobs" for this search (job alerts), from the route. */
  notifyMe?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t("screens.search.title");
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const signedIn = Boolean(session?.authenticated && session.user);

  const filtersKey = JSON.stringify(apiFilters(state));
  const filters = useMemo(() => JSON.parse(filtersKey) as ReturnType<typeof apiFilters>, [filtersKey]);

  // Employers or jobs (ADR 072): only the list shown is asked for; the map counts what it lists.
  const view = viewOf(state);
  const sort = sortOf(state);
  const employers = useInfiniteQuery({
    ...searchEmployersQueryOptions(filters),
    enabled: view === "employers",
    placeholderData: keepPreviousData,
  });
  const jobs = useInfiniteQuery({
    ...searchListingsQueryOptions(filters, sort),
    enabled: view === "jobs",
    placeholderData: keepPreviousData,
  });
  const shownQuery = view === "jobs" ? jobs : employers;
  // The search whose hits are on screen (the previous one's while the next loads): the list's key.
  const listKey = `${view}:${sort}:${filtersKey}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownQuery.data && !shownQuery.isPlaceholderData && shownKey !== listKey) setShownKey(listKey);
  const [zoom, setZoom] = useState<number | undefined>();
  const clusters = useQuery({
    ...searchMapQueryOptions(filters, zoom ?? 0, view),
    enabled: zoom !== undefined,
    placeholderData: keepPreviousData,
  });

  // The chosen place (its point and box), looked up by its label: the map shows it with the radius.
  const placeQuery = useQuery({
    ...locationsQueryOptions(state.location ?? "", PLACE_LOOKUP_LIMIT),
    enabled: Boolean(state.location),
  });
  const place = state.location
    ? (placeQuery.data?.items.find((item) => item.label === state.location) ?? placeQuery.data?.items[0])
    : undefined;
  const viewport = viewportOf(state);
  const target = viewport ?? (place ? placeBounds(place, radiusOf(state)) : (regionBoundsOf(state) ?? CH_LI_BOUNDS));
  // While the place of a link is looked up, the map stays where it is (or waits to open), so it
  // does not show the whole country first and then jump.
  const placePending = Boolean(state.location && !viewport && placeQuery.isPending);
  const [shownTarget, setShownTarget] = useState<TBounds | undefined>(placePending ? undefined : target);
  if (!placePending && !sameBounds(shownTarget, target)) setShownTarget(target);

  const viewportKey = viewport?.join(",");
  const shownClusters = useMemo(
    () =>
      clusters.data &&
      clustersInside(clusters.data.clusters, viewportKey?.split(",").map(Number) as TBounds | undefined),
    [clusters.data, viewportKey],
  );
  // Pages are asked by offset while the index may change: an employer that moved up is shown once.
  const hits = useMemo(() => {
    const seen = new Set<number>();
    return (employers.data?.pages.flatMap((page) => page.items) ?? []).filter(
      (hit) => !seen.has(hit.id) && seen.add(hit.id),
    );
  }, [employers.data]);
  // Pages are asked by offset while the index may change: a listing that moved up is shown once.
  const listingHits = useMemo(() => {
    const seen = new Set<number>();
    return (jobs.data?.pages.flatMap((page) => page.items) ?? []).filter(
      (hit) => !seen.has(hit.id) && seen.add(hit.id),
    );
  }, [jobs.data]);
  const names = useMemo(
    () =>
      view === "jobs"
        ? new Map(listingHits.map((hit) => [hit.employer.id, hit.employer.name]))
        : new Map(hits.map((hit) => [hit.id, hit.name])),
    [view, hits, listingHits],
  );
  const [activeCompanyId, setActiveCompanyId] = useState<number | undefined>();
  // On a phone the list comes first and the map when asked for (ADR 051): drawing it costs a
  // phone seconds of its main thread, and it would push the results below the fold.
  const wide = useMediaQuery(WIDE_SCREEN);
  const [mapAsked, setMapAsked] = useState(false);
  const mapShown = wide || mapAsked;

  const choosePlace = (chosen: TLocationSuggestion | undefined) => {
    if (chosen) {
      // The map moves at once: no second look-up of what was just chosen.
      queryClient.setQueryData(locationsQueryOptions(chosen.label, PLACE_LOOKUP_LIMIT).queryKey, { items: [chosen] });
    }
    onChange(withLocation(state, chosen?.label));
  };

  const onMove = (move: MapMove, byUser: boolean) => {
    setZoom(Math.round(move.zoom));
    if (byUser) onChange(withViewport(state, move.bounds), { replace: true });
  };

  const selectCompany = (companyId: number) => {
    // The employer's card, or in the jobs view its first listing's.
    const card =
      view === "jobs"
        ? document.querySelector<HTMLElement>(`#search-results [data-company-id="${companyId}"]`)
        : document.getElementById(employerCardId(companyId));
    if (!card) {
      onOpenCompany(companyId);
      return;
    }
    setActiveCompanyId(companyId);
    card.scrollIntoView({ block: "nearest", behavior: "smooth" });
    card.focus({ preventScroll: true });
  };

  // What the list of either view is given alike.
  const resultsProps = { state, onChange, view, listKey: shownKey, onRequireSignIn };

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {state.welcome && (
        <WelcomePanel
          lang={lang}
          onClose={() => onChange(normalize({ ...state, welcome: undefined }), { replace: true })}
        />
      )}
      <SearchForm
        state={state}
        onChange={onChange}
        onChoosePlace={choosePlace}
        lang={lang}
        signedIn={signedIn}
        onRequireSignIn={onRequireSignIn}
      />
      {notifyMe}
      <div className="flex flex-wrap items-center gap-3">
        <ViewSwitch view={view} onChange={(next) => onChange(withView(state, next))} />
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={mapShown}
          aria-controls={SEARCH_MAP_ID}
          onClick={() => setMapAsked(!mapAsked)}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {mapShown ? t("search.map.hide") : t("search.map.show")}
        </Button>
      </div>
      <a
        href="#search-results"
        className="sr-only rounded-md bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:inline-block"
      >
        {t("search.results.skipMap")}
      </a>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        {mapShown && shownTarget ? (
          <ResultsMap
            key={lang} // MapLibre's own texts are set when the map is made
            id={SEARCH_MAP_ID}
            className={MAP_CLASSES}
            target={shownTarget}
            clusters={shownClusters}
            names={names}
            activeCompanyId={activeCompanyId}
            onSelectCompany={selectCompany}
            onMove={onMove}
            radius={place && !viewport ? { lat: place.lat, lng: place.lng, km: radiusOf(state) } : undefined}
            counting={view}
          />
        ) : (
          // Where the map will be: on a wide screen it keeps the list in its column until the map
          // is there (no layout shift); on a phone it is there only once the map is asked for.
          <div
            id={SEARCH_MAP_ID}
            className={cn(
              MAP_CLASSES,
              "items-center justify-center rounded-lg border border-border bg-surface",
              mapShown ? "flex" : "hidden lg:flex",
            )}
          >
            <p className="text-sm text-muted">{t("search.map.loading")}</p>
          </div>
        )}
        {view === "jobs" ? (
          <Results
            {...resultsProps}
            query={jobs}
            hits={listingHits}
            skeleton={<ResultCardSkeleton listing />}
            toolbar={<SortSelect state={state} sort={sort} onChange={onChange} />}
            renderHit={(hit) => (
              <ListingCard
                hit={hit}
                lang={lang}
                active={hit.employer.id === activeCompanyId}
                onHover={setActiveCompanyId}
              />
            )}
          />
        ) : (
          <Results
            {...resultsProps}
            query={employers}
            hits={hits}
            skeleton={<ResultCardSkeleton />}
            renderHit={(hit) => (
              <EmployerCard
                hit={hit}
                lang={lang}
                active={hit.id === activeCompanyId}
                renderLike={renderLike}
                onHover={setActiveCompanyId}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}

/** What Results needs of an infinite search query (employers or listings). */
type ListQuery = Pick<
  UseInfiniteQueryResult<
    InfiniteData<
      {
        count: number;
        count_capped: boolean;
      } & Pick<TSearchListingsResponse, "did_you_mean" | "also_searched">,
      unknown
    >,
    unknown
  >,
  "data" | "error" | "isFetching" | "isFetchingNextPage" | "hasNextPage" | "fetchNextPage" | "refetch"
>;

/** Each view's words: its count (capped at SEARCH_COUNT_CAP or not), "more" and the empty state's title. */
const VIEW_TEXTS = {
  jobs: {
    count: "search.jobs.count",
    countCapped: "search.jobs.countCapped",
    more: "search.jobs.more",
    emptyTitle: "search.jobs.emptyTitle",
  },
  employers: {
    count: "search.results.count",
    countCapped: "search.results.countCapped",
    more: "search.results.more",
    emptyTitle: "search.empty.title",
  },
} as const;

/** The list of one view: its count, its cards (or skeletons, an error, the empty state) and "more". */
function Results<H extends { id: number }>({
  state,
  onChange,
  view,
  query,
  listKey,
  hits,
  onRequireSignIn,
  skeleton,
  toolbar,
  renderHit,
}: {
  state: SearchState;
  onChange: SearchChange;
  query: ListQuery;
  /** The filters of the hits shown: a new search's hits form a new list. */
  listKey: string;
  hits: H[];
  view: keyof typeof VIEW_TEXTS;
  onRequireSignIn: () => void;
  skeleton: ReactNode;
  /** Beside the count (the jobs view's order). */
  toolbar?: ReactNode;
  renderHit: (hit: H) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = VIEW_TEXTS[view];
  // A new search's cards are drawn in a transition, after what the input asked for is painted
  // and interruptible by the next key or map move (INP); the cards are memoised, so a change of
  // the URL with the same hits, or a hover, redraws only what changed.
  const shown = useDeferredValue(useMemo(() => ({ hits, listKey }), [hits, listKey]));
  const first = query.data?.pages[0];
  const waiting = !first; // first answer (or the search index still being built): skeletons
  const refreshing = query.isFetching && !query.isFetchingNextPage;
  const countText = !first
    ? query.error
      ? ""
      : t("search.results.loading")
    : first.count_capped
      ? t(texts.countCapped, { count: SEARCH_COUNT_CAP })
      : t(texts.count, { count: first.count });

  let body: ReactNode;
  if (query.error instanceof NotAuthenticatedError && state.liked) {
    body = (
      <div className="space-y-3 rounded-lg border border-border bg-surface p-6">
        <h3 className="text-lg font-semibold">{t("search.signIn.title")}</h3>
        <p>{t("search.signIn.text")}</p>
        <Button onClick={onRequireSignIn}>{t("search.signIn.action")}</Button>
      </div>
    );
  } else if (query.error instanceof ValidationError && !first) {
    // A hand-edited link: e.g. a place that does not exist. The server's messages say what.
    body = (
      <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-6">
        <p className="font-medium">{Object.values(query.error.fieldErrors).flat().join(" ")}</p>
        {state.location && (
          <Button variant="secondary" onClick={() => onChange(withLocation(state, undefined))}>
            {t("search.form.clearLocation")}
          </Button>
        )}
      </div>
    );
  } else if (query.error && !first) {
    body = (
      <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-6">
        <p className="font-medium">{t("search.results.error")}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t("search.results.retry")}
        </Button>
      </div>
    );
  } else if (waiting) {
    body = (
      <div className="space-y-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index}>{skeleton}</div>
        ))}
      </div>
    );
  } else if (shown.hits.length === 0) {
    body = <EmptyState state={state} onChange={onChange} title={t(texts.emptyTitle)} />;
  } else {
    body = (
      <>
        {/* A new search's hits are a new list (key): reusing an employer's <li> that was below the
            fold moved it into view, a layout shift of ~0.18 (CLS) at a keyword or a map move. */}
        <ol key={shown.listKey} className={cn("space-y-4 transition-opacity", refreshing && "opacity-60")}>
          {shown.hits.map((hit) => (
            <li key={hit.id}>{renderHit(hit)}</li>
          ))}
        </ol>
        {query.isFetchingNextPage && (
          <div className="mt-4 space-y-4">
            {skeleton}
            {skeleton}
          </div>
        )}
        {query.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? t("search.results.loadingMore") : t(texts.more)}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      id="search-results"
      tabIndex={-1}
      aria-labelledby="search-results-heading"
      aria-busy={waiting || refreshing}
      className="min-w-0 space-y-4 outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="search-results-heading" className="sr-only">
          {t("search.results.heading")}
        </h2>
        <p role="status" className="text-lg font-semibold" data-testid="result-count">
          {countText}
        </p>
        {toolbar}
      </div>
      {first && <SearchHelp help={first} onQuery={(query) => onChange(normalize({ ...state, query }))} />}
      {body}
    </section>
  );
}

/**
 * Help when nothing fits (ADR 075): "did you mean" runs the corrected query; "also searched" names
 * the occupation typed and its other forms, one line each.
 */
function SearchHelp({
  help,
  onQuery,
}: {
  help: Pick<TSearchListingsResponse, "did_you_mean" | "also_searched">;
  onQuery: (query: string) => void;
}) {
  const { t } = useTranslation();
  if (!help.did_you_mean && !help.also_searched?.length) return null;
  return (
    <div className="-mt-2 space-y-1 text-sm text-muted" data-testid="search-help">
      {help.did_you_mean && (
        <p className="text-base text-fg">
          {t("search.results.didYouMean")}{" "}
          <button
            type="button"
            className="font-semibold break-words text-accent underline hover:no-underline"
            onClick={() => onQuery(help.did_you_mean!)}
          >
            {help.did_you_mean}
          </button>
          ?
        </p>
      )}
      {help.also_searched?.map((occupation) => (
        <Fragment key={occupation.label}>
          {occupation.similar && (
            <p className="break-words text-base text-fg" data-testid="similar-searched">
              {t("search.results.similarSearched", { label: occupation.label, similar: occupation.similar.join(", ") })}
            </p>
          )}
          <p className="break-words" data-testid="also-searched">
            {t("search.results.alsoSearched", { label: occupation.label, forms: occupation.forms.join(", ") })}
          </p>
        </Fragment>
      ))}
    </div>
  );
}

/** The jobs view's order; nearest first only with a place (the sort select offers it then). */
function SortSelect({ state, sort, onChange }: { state: SearchState; sort: TSearchSort; onChange: SearchChange }) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t("search.jobs.sort")}
      className="flex items-center gap-2"
      labelClassName="whitespace-nowrap"
      selectClassName="w-auto!"
      value={sort}
      onChange={(event) => onChange(withSort(state, event.target.value as TSearchSort))}
    >
      {sortsOf(state).map((option) => (
        <option key={option} value={option}>
          {t(`search.jobs.sorts.${option}`)}
        </option>
      ))}
    </LabelledSelect>
  );
}

function EmptyState({ state, onChange, title }: { state: SearchState; onChange: SearchChange; title: string }) {
  const { t } = useTranslation();
  const widenings = wideningsOf(state);
  return (
    <div className="space-y-3 rounded-lg border border-border bg-surface p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      {widenings.length > 0 && (
        <>
          <p>{t("search.empty.text")}</p>
          <ul className="flex flex-wrap gap-2">
            {widenings.map((widening) => (
              <li key={widening}>
                <Button variant="secondary" size="sm" onClick={() => onChange(widen(state, widening))}>
                  {t(`search.empty.${widening}`)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WelcomePanel({ lang, onClose }: { lang: TLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="search-welcome"
      className="relative space-y-3 rounded-lg border border-accent bg-surface p-6 pr-14"
    >
      <h2 id="search-welcome" className="text-xl font-semibold">
        {t("search.welcome.title")}
      </h2>
      <p className="max-w-prose">{t("search.welcome.text")}</p>
      <Link to="/$lang/search/profile" params={{ lang }} className={buttonClasses("primary", "sm")}>
        {t("search.welcome.profile")}
      </Link>
      <button
        type="button"
        onClick={onClose}
        className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-md text-muted hover:bg-bg hover:text-fg"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("search.welcome.close")}</span>
      </button>
    </section>
  );
}

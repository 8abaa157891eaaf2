import { companyJobSearchParams } from "@jobatlas/contract/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { companyListingsQueryOptions, listingQueryOptions } from "@/features/companies/api/companies";
import { ListingGone } from "@/features/companies/components/listing-gone";
import { ListingPage } from "@/features/companies/components/listing-page";
import { PageSkeleton } from "@/features/companies/components/skeletons";
import { isIframeSearch } from "@/features/companies/iframe";
import { orNotFound, pathId } from "@/features/companies/route-ids";
import { LikeButton } from "@/features/likes/like-button";

/**
 * company/{companyId}/job/{listingId}: the listing page; the 'no longer available' page when the
 * API answers 410 (archived); the 404 screen for an unknown or planned listing. `iframe` renders
 * it without the site's header and footer, for embedding.
 */
export const Route = createFileRoute("/$lang/company/$companyId/job/$listingId")({
  validateSearch: companyJobSearchParams,
  staticData: {
    // The layout asks this for every render; only this route's own search decides it.
    get bare() {
      return typeof window !== "undefined" && isIframeSearch(window.location.search);
    },
  },
  loaderDeps: ({ search }) => ({ iframe: search.iframe }),
  loader: async ({ context: { queryClient }, params, deps, preload }) => {
    const companyId = pathId(params.companyId);
    const listingId = pathId(params.listingId);
    // A link's hover loads the page's code, not the listing: its read counts a view (ADR 089).
    if (preload) return;
    void queryClient.prefetchInfiniteQuery(companyListingsQueryOptions(companyId));
    const data = await orNotFound(queryClient.ensureQueryData(listingQueryOptions(listingId)));
    if (data.kind === "active" && data.listing.company_id !== companyId) {
      // A listing under another company's path: to its own address.
      throw redirect({
        to: "/$lang/company/$companyId/job/$listingId",
        params: { lang: params.lang, companyId: String(data.listing.company_id), listingId: params.listingId },
        search: { iframe: deps.iframe },
        replace: true,
      });
    }
  },
  pendingComponent: PageSkeleton,
  component: ListingScreen,
});

function ListingScreen() {
  const params = Route.useParams();
  const { iframe } = Route.useSearch();
  const { data } = useSuspenseQuery(listingQueryOptions(pathId(params.listingId)));
  const embedded = iframe === 1;
  const content =
    data.kind === "gone" ? (
      <ListingGone companyId={pathId(params.companyId)} embedded={embedded} />
    ) : (
      <ListingPage
        listing={data.listing}
        embedded={embedded}
        likeButton={
          <LikeButton
            companyId={data.listing.company.id}
            liked={data.listing.company.liked}
            companyName={data.listing.company.name}
          />
        }
      />
    );
  return embedded ? <Embedded>{content}</Embedded> : content;
}

/** Without the layout, the page brings its own main landmark. */
function Embedded({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-6">
      {children}
    </main>
  );
}

import type { TOrgListingDetail } from "@jobatlas/contract";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { QueryStates } from "@/components/ui/query-states";
import { NotFoundError } from "@/lib/api-errors";
import { listingQueryOptions } from "../api/listings";
import { listingPathId, type ListingsScope } from "../scope";
import { ListingNotFound } from "./listing-not-found";
import { ScreenFrame } from "@/components/ui/screen-frame";

/**
 * A listing screen's loader: the listing in the cache before the screen shows. A listing the
 * organisation does not have (404) is not an error of the page: the screen says so in its area.
 */
export async function loadListing(queryClient: QueryClient, slug: string, idParam: string): Promise<void> {
  const id = listingPathId(idParam);
  if (id === undefined) return;
  try {
    await queryClient.ensureQueryData(listingQueryOptions(slug, id));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}

/** The listing of the path for a screen, or the screen's "not found" (its title stays the h1). */
export function ListingById({
  scope,
  idParam,
  screen,
  children,
}: {
  scope: ListingsScope;
  idParam: string;
  screen: ScreenKey;
  children: (listing: TOrgListingDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = listingPathId(idParam);
  const listing = useQuery({ ...listingQueryOptions(scope.slug, id ?? 0), enabled: id !== undefined });
  return (
    <QueryStates
      query={listing}
      named={id !== undefined}
      notFound={<ListingNotFound scope={scope} screen={screen} />}
      failedText={t("listings.list.loadFailed")}
      retryLabel={t("listings.list.retry")}
      frame={(state) => <ScreenFrame screen={screen}>{state}</ScreenFrame>}
    >
      {children}
    </QueryStates>
  );
}

import type { TOrgListingDetail } from "@jobatlas/contract";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { Button } from "@/components/ui/button";
import { NotFoundError } from "@/lib/api-errors";
import { listingQueryOptions } from "../api/listings";
import { listingPathId, type ListingsScope } from "../scope";
import { ListingNotFound } from "./listing-not-found";
import { ScreenFrame } from "./top-level";

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
  if (listing.data) return <>{children(listing.data)}</>;
  if (id === undefined || listing.error instanceof NotFoundError)
    return <ListingNotFound scope={scope} screen={screen} />;
  if (listing.isError) {
    return (
      <ScreenFrame screen={screen}>
        <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft p-4">
          <p>{t("listings.list.loadFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => void listing.refetch()}>
            {t("listings.list.retry")}
          </Button>
        </div>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame screen={screen}>
      <p role="status" className="text-muted">
        {t("common.loading")}
      </p>
    </ScreenFrame>
  );
}

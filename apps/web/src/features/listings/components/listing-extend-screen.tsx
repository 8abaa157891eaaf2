import type { TOrgListingDetail } from "@jobatlas/contract";
import { CalendarPlus, CircleCheck } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { NetworkError, ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useExtendListing } from "../api/listings";
import { cn } from "@/components/ui/cn";
import { formatDate } from "@/lib/format";
import type { ListingsScope } from "../scope";
import { usePlanOf } from "./listing-detail-screen";
import { RuntimeNote } from "./listing-status-badge";
import { BackToListing, ListingScreenHeader } from "./top-level";

/**
 * org/{slug}/listings/{id}/extend and listings/{id}/extend: the current end, the end after 30 more
 * days and the extensions the plan still allows — the new end only when an extension can happen
 * now (the server's `extension`, ADR 053). A refusal (an allowance already spent, or more listings
 * active than the plan allows) shows the limit with the plan that lifts it.
 */
export function ListingExtendScreen({ scope, listing }: { scope: ListingsScope; listing: TOrgListingDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(scope.area === "org" ? "screens.orgListingExtend.title" : "screens.listingExtend.title");
  useDocumentTitle(`${title}: ${listing.title}`);
  const plan = usePlanOf(scope.slug);
  const extend = useExtendListing(scope.slug, listing.id);
  const extendable = listing.status === "active" && listing.remaining_days !== 0 && listing.ends_on !== null;
  // The end after an extension, only when the server would extend it now.
  const newEnd = listing.extension.ends_on;
  const spent = extendable ? (listing.extension.refused_by ?? undefined) : undefined;
  const refused = extend.error ? planLimitOf(extend.error) : undefined;
  const justExtended = extend.isSuccess ? extend.data : undefined;
  const date = (value: string) => formatDate(value, lang);

  return (
    <div className="space-y-6">
      <ListingScreenHeader title={title} intro={t("listings.extend.intro", { title: listing.title })} />

      {justExtended?.ends_on && (
        <p role="status" className="flex items-center gap-2 rounded-md border border-accent p-4 font-medium">
          <CircleCheck aria-hidden="true" className="size-5 text-accent" />
          {t("listings.extend.done", { date: date(justExtended.ends_on) })}
        </p>
      )}

      {extendable && listing.ends_on ? (
        <dl
          className={cn(
            "grid max-w-2xl gap-4 rounded-lg border border-border p-4",
            newEnd ? "sm:grid-cols-3" : "sm:grid-cols-2",
          )}
        >
          <div>
            <dt className="text-sm text-muted">{t("listings.extend.currentEnd")}</dt>
            <dd className="font-semibold">{date(listing.ends_on)}</dd>
            <dd className="text-sm text-muted">
              <RuntimeNote listing={listing} />
            </dd>
          </div>
          {newEnd && (
            <div>
              <dt className="text-sm text-muted">{t("listings.extend.newEnd")}</dt>
              <dd className="font-semibold">{date(newEnd)}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted">{t("listings.extend.left")}</dt>
            <dd className="font-semibold">
              {listing.extensions_left === null ? t("listings.extend.leftUnlimited") : listing.extensions_left}
            </dd>
          </div>
        </dl>
      ) : (
        !justExtended && (
          <p role="status" className="rounded-md border border-border bg-surface p-4">
            {t("listings.extend.onlyActive")}
          </p>
        )
      )}

      {refused || spent ? (
        <PlanLimitNotice
          limit={refused ?? spent ?? "extensionsPerListing"}
          plan={plan}
          detail={
            refused === "activeListings" || spent === "activeListings" ? t("listings.extend.overLimit") : undefined
          }
        />
      ) : (
        extend.error && (
          <FormError
            kind={extend.error instanceof NetworkError ? "network" : "service"}
            message={extend.error instanceof ServiceError ? extend.error.detail : t("listings.detail.failed")}
          />
        )
      )}

      <div className="flex flex-wrap gap-3">
        {extendable && !spent && !refused && (
          <Button onClick={() => extend.mutate()} disabled={extend.isPending}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {extend.isPending ? t("listings.extend.submitting") : t("listings.extend.submit")}
          </Button>
        )}
        <BackToListing scope={scope} id={listing.id}>
          {t("listings.extend.back")}
        </BackToListing>
      </div>
    </div>
  );
}

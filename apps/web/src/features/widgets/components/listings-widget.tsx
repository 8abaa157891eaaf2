import type { TWidgetListing, TWidgetTheme } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { widgetListingsQueryOptions } from "../api/widgets";
import { WidgetList } from "./widget-list";
import { WidgetLink } from "./widget-shell";

function ListingLine({ listing, organizationId }: { listing: TWidgetListing; organizationId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const workload =
    listing.workload_min === listing.workload_max
      ? t("widgets.widget.workloadSingle", { value: listing.workload_max })
      : t("widgets.widget.workloadRange", { min: listing.workload_min, max: listing.workload_max });
  const facts = [
    listing.city ?? t("widgets.widget.byAgreement"),
    workload,
    t(`jobFields.employmentTypes.${listing.employment_type}`),
  ];
  return (
    <li className="flex items-start gap-3 py-2">
      {/* The listing's picture (an upload we serve): decorative, the title says what it is. */}
      {listing.picture_url && (
        <img
          src={listing.picture_url}
          alt=""
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-md border border-border object-cover"
        />
      )}
      <div className="min-w-0">
        <WidgetLink
          href={`/${lang}/company/${organizationId}/job/${listing.id}`}
          className="font-medium wrap-break-word text-accent underline-offset-2 hover:underline"
        >
          <span lang={listing.language}>{listing.title}</span>
        </WidgetLink>
        <p className="text-sm text-muted">{facts.join(" · ")}</p>
      </div>
    </li>
  );
}

/** widget/listings/{orgId}: the organisation's active listings, newest first, each opening its page in a new tab. */
export function ListingsWidget({ organizationId, theme }: { organizationId: number; theme?: TWidgetTheme }) {
  const { t } = useTranslation();
  const query = useQuery(widgetListingsQueryOptions(organizationId, theme));
  return (
    <WidgetList
      title={t("screens.widgetListings.title")}
      organizationId={organizationId}
      query={query}
      empty={t("widgets.widget.listingsEmpty")}
    >
      {(listing) => <ListingLine key={listing.id} listing={listing} organizationId={organizationId} />}
    </WidgetList>
  );
}

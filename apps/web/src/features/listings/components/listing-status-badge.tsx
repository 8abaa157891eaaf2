import type { TListingStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, Clock } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";
import { formatDate } from "@/lib/format";

const LOOK: Record<TListingStatus, StatusLook> = {
  planned: { tone: "planned", Icon: Clock },
  active: { tone: "active", Icon: CircleCheck },
  archived: { tone: "closed", Icon: Archive },
};

/** A listing's status as a small label: its word, an icon and a colour (the word alone carries it). */
export function ListingStatusBadge({ status, className }: { status: TListingStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge {...LOOK[status]} className={className}>
      {t(`listings.status.${status}`)}
    </StatusBadge>
  );
}

/** What the runtime says now: days left (active), the go-live date (planned), the end (archived). */
export function RuntimeNote({
  listing,
  className,
}: {
  listing: {
    status: TListingStatus;
    remaining_days: number | null;
    published_on: string | null;
    ends_on: string | null;
  };
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  let text: string | undefined;
  if (listing.status === "active")
    text =
      listing.remaining_days === 0
        ? t("listings.remainingEnded")
        : t("listings.remaining", { count: listing.remaining_days ?? 0 });
  else if (listing.status === "planned" && listing.published_on)
    text = t("listings.liveFrom", { date: formatDate(listing.published_on, lang) });
  else if (listing.status === "archived" && listing.ends_on)
    text = t("listings.endedOn", { date: formatDate(listing.ends_on, lang) });
  if (!text) return null;
  return <span className={className}>{text}</span>;
}

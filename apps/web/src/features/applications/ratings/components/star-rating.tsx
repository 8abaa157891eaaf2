import type { TRatingSummary } from "@jobatlas/contract";
import { Star } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { cn } from "@/components/ui/cn";
import { formatDecimal } from "@/lib/format";

/** Five stars, the first `stars` filled; a picture only: the caller says the number in words. */
export function StarPicture({ stars, className }: { stars: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= stars ? "fill-current text-accent" : "text-muted")} />
      ))}
    </span>
  );
}

/**
 * A candidate's rating in the list: the average to one decimal with a star, and how many rated;
 * "Not rated" while nobody did.
 */
export function RatingSummary({ rating }: { rating: TRatingSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (rating.average === null) {
    return <span className="text-muted">{t("ratings.list.none")}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{t("ratings.list.label")}: </span>
      <Star aria-hidden="true" className="size-4 fill-current text-accent" />
      <span className="font-medium text-fg">{formatDecimal(rating.average, lang)}</span>
      <span>({t("ratings.list.count", { count: rating.count })})</span>
    </span>
  );
}

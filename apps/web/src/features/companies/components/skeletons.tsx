import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

/** A grey placeholder block while content loads (hidden from assistive technology). */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-surface", className)} />;
}

/** Placeholder rows of a list, announced once as "Loading…". */
export function SkeletonList({ rows = 3, className }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn("space-y-3", className)}>
      <span className="sr-only">{t("common.loading")}</span>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}

/** The page's shape while its data loads: title, facts and text blocks (company, listing, job profile). */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="flex items-center gap-4">
        <SkeletonBlock className="size-20 shrink-0" />
        <div className="flex-1 space-y-3">
          <SkeletonBlock className="h-4 w-24" />
          <SkeletonBlock className="h-8 w-2/3" />
          <SkeletonBlock className="h-4 w-1/2" />
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <SkeletonBlock className="h-6 w-40" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-5/6" />
          <SkeletonBlock className="mt-6 h-6 w-40" />
          <SkeletonBlock className="h-20 w-full" />
          <SkeletonBlock className="h-20 w-full" />
        </div>
        <SkeletonBlock className="h-56 w-full" />
      </div>
    </div>
  );
}

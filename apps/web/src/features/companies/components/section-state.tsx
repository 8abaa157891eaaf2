import { RotateCcw } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";

/** A part of a page that could not be loaded: says so and offers another try (the page stays usable). */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger-soft p-3 text-sm"
    >
      <p>{t("company.page.loadFailed")}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t("company.page.retry")}
      </Button>
    </div>
  );
}

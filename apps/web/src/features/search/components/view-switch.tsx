import { SEARCH_VIEWS } from "@jobatlas/contract/core";
import type { TSearchView } from "@jobatlas/contract";
import { Briefcase, Building2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";

const icons: Record<TSearchView, typeof Briefcase> = { employers: Building2, jobs: Briefcase };

/**
 * Employers | Jobs (ADR 072): a segmented control made of a radio group, so it is one tab stop,
 * arrow keys change the view and a screen reader announces "Employers, radio button, 1 of 2".
 */
export function ViewSwitch({
  view,
  onChange,
  className,
}: {
  view: TSearchView;
  onChange: (view: TSearchView) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={cn("inline-flex rounded-md border border-border bg-surface p-0.5", className)}>
      <legend className="sr-only">{t("search.view.label")}</legend>
      {SEARCH_VIEWS.map((option) => {
        const Icon = icons[option];
        return (
          <label
            key={option}
            className={cn(
              "relative flex min-h-10 cursor-pointer items-center gap-2 rounded px-4 text-sm font-medium",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring",
              view === option ? "bg-bg text-fg shadow-sm" : "text-muted hover:text-fg",
            )}
          >
            <input
              type="radio"
              name="search-view"
              value={option}
              checked={view === option}
              onChange={() => onChange(option)}
              // Transparent over the whole option, so the option is one click target.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            <Icon aria-hidden="true" className="size-4" />
            {t(`search.view.${option}`)}
          </label>
        );
      })}
    </fieldset>
  );
}

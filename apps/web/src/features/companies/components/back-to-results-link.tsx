import { useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { lastSearchHref } from "../back-to-results";

const noSubscription = () => () => {};

/** "Back to results" (company page with `b`): the search as the visitor left it. */
export function BackToResultsLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  // The kept search is the browser's (sessionStorage): a page the server drew links to the plain
  // search, and the browser puts the kept one in right after taking the page over (no mismatch).
  const href = useSyncExternalStore(
    noSubscription,
    () => lastSearchHref(lang),
    () => `/${lang}/search`,
  );
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate({ href });
      }}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("company.backToResults")}
    </a>
  );
}

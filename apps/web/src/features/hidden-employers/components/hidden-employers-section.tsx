import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Eye, EyeOff } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { formatDay } from "@/lib/format";
import { hiddenEmployersQueryOptions } from "../api/hidden-employers";
import { useHideEmployer } from "../hide-employer-button";
import { FocusHeading } from "@/components/ui/focus-heading";

/**
 * My career: the employers hidden from the seeker's search results (ADR 073), each with "Show
 * again". Focus goes to the section's heading when a row leaves, so the keyboard keeps its place.
 */
export function HiddenEmployersSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hidden = useQuery(hiddenEmployersQueryOptions());
  const { showAgain, pending } = useHideEmployer();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = "home-hidden";
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <FocusHeading id={headingId} ref={heading} icon={<EyeOff aria-hidden="true" className="size-5" />}>
        {t("myCareer.home.hidden")}
      </FocusHeading>
      {hidden.isError && <p role="alert">{t("myCareer.home.loadFailed")}</p>}
      {hidden.data &&
        (hidden.data.items.length === 0 ? (
          <p className="max-w-prose text-muted">{t("myCareer.home.hiddenEmpty")}</p>
        ) : (
          <>
            <p className="max-w-prose text-muted">{t("myCareer.home.hiddenText")}</p>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {hidden.data.items.map((employer) => (
                <li key={employer.company_id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span className="min-w-0">
                    <Link
                      to="/$lang/company/$companyId"
                      params={{ lang, companyId: String(employer.company_id) }}
                      className="font-semibold wrap-anywhere text-accent hover:underline"
                    >
                      {employer.name}
                    </Link>{" "}
                    <span className="text-sm text-muted">
                      {t("myCareer.home.hiddenSince", { date: formatDay(employer.hidden_at, lang) })}
                    </span>
                  </span>
                  <button
                    type="button"
                    aria-disabled={pending || undefined}
                    onClick={() => {
                      if (pending) return;
                      showAgain(employer.company_id, employer.name);
                      heading.current?.focus();
                    }}
                    className={buttonClasses("secondary", "sm")}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    {t("company.hide.showAgain")}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

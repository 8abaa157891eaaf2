import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "./use-language";

const linkClasses = "rounded-sm underline hover:text-fg";

export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <footer aria-label={t("footer.label")} className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-muted">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <p>{t("brand.tagline")}</p>
        <nav aria-label={t("footer.legalLinks")}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link to="/$lang/contact" params={{ lang }} className={linkClasses}>
                {t("footer.contact")}
              </Link>
            </li>
            <li>
              <Link to="/$lang/imprint" params={{ lang }} className={linkClasses}>
                {t("footer.imprint")}
              </Link>
            </li>
            <li>
              <Link to="/$lang/terms" params={{ lang }} className={linkClasses}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to="/$lang/privacy" params={{ lang }} className={linkClasses}>
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

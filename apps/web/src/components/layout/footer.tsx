import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLanguage } from "./use-language";

export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <footer aria-label={t("footer.label")} className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-muted">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <p>{t("brand.tagline")}</p>
        <Link to="/$lang/contact" params={{ lang }} className="rounded-sm underline hover:text-fg">
          {t("footer.contact")}
        </Link>
      </div>
    </footer>
  );
}

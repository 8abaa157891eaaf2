import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { BrandMark } from "./brand-mark";
import { useLanguage } from "./use-language";

/** The logo and name, leading to the search: in the header and on the full-screen error pages. */
export function BrandLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Link
      to="/$lang/search"
      params={{ lang }}
      className="flex items-center gap-2 rounded-md font-bold"
      aria-label={t("brand.home")}
    >
      <BrandMark className="size-8" />
      <span className="text-lg">{t("brand.name")}</span>
    </Link>
  );
}

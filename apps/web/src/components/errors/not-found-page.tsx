import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/document-title";
import { BrandLink } from "@/components/layout/brand-link";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundIllustration } from "./not-found-illustration";

/** The full-screen 404 of spec §2/§8: 'Oops, we don't have that.' with an image. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t("errors.notFound.documentTitle"));
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12 text-center">
      <BrandLink />
      <NotFoundIllustration label={t("errors.notFound.imageAlt")} className="w-full max-w-md" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("errors.notFound.title")}</h1>
      <p className="max-w-prose text-muted">{t("errors.notFound.text")}</p>
      <Link to="/$lang/search" params={{ lang }} className={buttonClasses("primary")}>
        {t("errors.notFound.backToSearch")}
      </Link>
    </main>
  );
}

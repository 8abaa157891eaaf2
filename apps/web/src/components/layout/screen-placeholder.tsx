import { Construction } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import type { en } from "@/locales/en";
import { useDocumentTitle } from "@/lib/document-title";

export type ScreenKey = keyof typeof en.screens;

/**
 * Stands in for a screen of spec §2 until its issue builds it: the screen's title as the page's
 * h1 and document title, and a line saying what it will hold. `standalone` for screens shown
 * without the layout (embeddable widgets): they bring their own main landmark.
 */
export function ScreenPlaceholder({ screen, standalone }: { screen: ScreenKey; standalone?: boolean }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  const content = (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="max-w-prose text-lg text-muted">{t(`screens.${screen}.description`)}</p>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Construction aria-hidden="true" className="size-4" />
        {t("common.comingSoon")}
      </p>
    </section>
  );
  return standalone ? (
    <main id="main" className="p-4">
      {content}
    </main>
  ) : (
    content
  );
}

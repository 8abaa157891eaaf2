import type { ReactNode } from "react";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/document-title";

/** A screen's title as its h1 (and the document title), with what is below it. */
export function TitledScreen({
  title,
  className = "space-y-4",
  children,
}: {
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className={className}>
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A screen's own title alone with what is below it (while its row loads, fails or is not there). */
export function ScreenFrame({ screen, children }: { screen: ScreenKey; children?: ReactNode }) {
  const { t } = useTranslation();
  return <TitledScreen title={t(`screens.${screen}.title`)}>{children}</TitledScreen>;
}

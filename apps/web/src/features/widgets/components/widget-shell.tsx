import type { TWidgetOrganization } from "@jobatlas/contract";
import { ExternalLink } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { OrgLogoImage } from "@/components/ui/org-logo-image";
import { useDocumentTitle } from "@/lib/document-title";
import { useReportWidgetHeight } from "../use-report-widget-height";

/** A link out of the widget: to Jobatlas in a new tab (the widget sits in another site's frame). */
export function WidgetLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em] opacity-70" />
      <span className="sr-only"> {t("widgets.widget.newTab")}</span>
    </a>
  );
}

/**
 * Whether this document is drawn inside another page's frame (an embed or the widgets page's
 * preview). Reading `window.top` across origins is allowed for this comparison.
 */
function inFrame(): boolean {
  return typeof window !== "undefined" && window.self !== window.top;
}

/**
 * The frame of both widgets, drawn without the site's layout: the organisation's logo and name
 * small at the top, the screen's title as the h1, the list, and 'powered by Jobatlas'. Its height
 * is what the embed script gives the iframe. Names and titles are text (React escapes them).
 * In a frame it is a labelled region, not a `main`: the host page has its own main landmark, and a
 * screen reader lists the frame's landmarks among the host's; opened on its own, it is the main.
 */
export function WidgetShell({
  title,
  organization,
  children,
}: {
  title: string;
  organization: TWidgetOrganization | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const content = useRef<HTMLElement>(null);
  useDocumentTitle(title);
  useReportWidgetHeight(content);
  const Root = inFrame() ? "section" : "main";

  return (
    <Root
      id="main"
      ref={content}
      aria-label={Root === "section" ? title : undefined}
      className="space-y-3 bg-bg p-3 text-fg"
    >
      <header className="space-y-1">
        {organization && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
            <OrgLogoImage
              url={organization.logo_url}
              className="size-6 shrink-0 rounded border border-border bg-bg object-contain"
              fallbackClassName="size-5 shrink-0"
            />
            <span className="min-w-0 font-medium wrap-break-word">{organization.name}</span>
          </p>
        )}
        <h1 className="text-lg leading-tight font-semibold">{title}</h1>
      </header>
      {children}
      <footer className="border-t border-border pt-2 text-xs text-muted">
        <WidgetLink href={`/${lang}/search`} className="underline-offset-2 hover:text-fg hover:underline">
          {t("widgets.widget.poweredBy")}
        </WidgetLink>
      </footer>
    </Root>
  );
}

import { widgetPagePath, WIDGET_KINDS, type TOrganization, type TWidgetKind } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { useDocumentTitle } from "@/lib/document-title";
import { widgetOrganizationQueryOptions } from "../api/widgets";
import { INITIAL_FRAME_HEIGHT } from "../snippet";
import { useWidgetFrameHeight } from "../use-widget-frame-height";
import { WidgetEmbedPanel } from "./widget-embed-panel";
import { TitledSection } from "@/components/ui/titled-section";

function WidgetPreview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useWidgetFrameHeight(frame);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="block w-full rounded-lg border border-border"
      style={{ height: INITIAL_FRAME_HEIGHT }}
    />
  );
}

const PREVIEW_TITLES: Record<TWidgetKind, "widgets.page.previewListings" | "widgets.page.previewJobs"> = {
  listings: "widgets.page.previewListings",
  jobs: "widgets.page.previewJobs",
};

/**
 * org/{slug}/widgets: both widgets as a visitor of another site sees them (in frames, with the
 * theme they are drawn in) and their snippets.
 */
export function WidgetsPage({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(t("widgets.page.title"));
  // The theme the widgets show now (the organisation's setting after its plan's rule).
  const head = useQuery(widgetOrganizationQueryOptions(organization.id));
  const theme = head.data?.theme ?? (head.isError ? "auto" : undefined);

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted">{organization.name}</p>
        <h1 className="text-3xl font-bold tracking-tight">{t("widgets.page.title")}</h1>
        <p className="max-w-prose text-muted">{t("widgets.page.intro")}</p>
        <Link
          to="/$lang/org/$companyslug/company"
          params={{ lang, companyslug: organization.slug }}
          className="inline-block text-sm text-accent underline underline-offset-2"
        >
          {t("widgets.page.back")}
        </Link>
      </header>
      <TitledSection id="widget-previews" title={t("widgets.page.previews")} className="space-y-4">
        {theme === undefined ? (
          <p role="status">{t("widgets.widget.loading")}</p>
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            {WIDGET_KINDS.map((kind) => (
              <WidgetPreview
                key={kind}
                src={widgetPagePath(lang, kind, organization.id, theme)}
                title={t(PREVIEW_TITLES[kind])}
              />
            ))}
          </div>
        )}
      </TitledSection>
      {theme !== undefined && (
        <WidgetEmbedPanel organizationId={organization.id} theme={theme} showPreviewLink={false} />
      )}
    </div>
  );
}

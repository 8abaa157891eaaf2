import {
  WIDGET_FRAME_ATTRIBUTE,
  WIDGET_SCRIPT_PATH,
  widgetPagePath,
  type TLanguage,
  type TWidgetKind,
  type TWidgetTheme,
} from "@jobatlas/contract";

/** The height a widget frame starts with, before the embed script fits it to its content. */
export const INITIAL_FRAME_HEIGHT = 420;

export interface SnippetOptions {
  /** Where Jobatlas runs (the settings' public URL): the widget and the script come from there. */
  origin: string;
  language: TLanguage;
  kind: TWidgetKind;
  organizationId: number;
  /** light or dark becomes `data-theme` (and the frame's `?theme=`); auto leaves both out. */
  theme: TWidgetTheme;
  /** The frame's accessible name. */
  frameTitle: string;
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The HTML an employer pastes into a page: the widget's iframe (it works alone, at its starting
 * height) and the embed script, which fits the frame's height to the widget and passes a changed
 * `data-theme` on to the frame (ADR 021).
 */
export function widgetSnippet({ origin, language, kind, organizationId, theme, frameTitle }: SnippetOptions): string {
  const base = new URL(origin).origin;
  const forced = theme === "auto" ? undefined : theme;
  const src = base + widgetPagePath(language, kind, organizationId, forced);
  const frame = [
    `<iframe src="${attribute(src)}"`,
    `title="${attribute(frameTitle)}"`,
    WIDGET_FRAME_ATTRIBUTE,
    ...(forced ? [`data-theme="${forced}"`] : []),
    `loading="lazy"`,
    `style="display:block;width:100%;height:${INITIAL_FRAME_HEIGHT}px;border:0"></iframe>`,
  ].join(" ");
  return `${frame}\n<script src="${attribute(base + WIDGET_SCRIPT_PATH)}" async></script>`;
}

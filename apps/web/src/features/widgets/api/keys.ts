import type { TWidgetKind, TWidgetTheme } from "@jobatlas/contract";

/** Query keys of the widgets (ADR 079). */
export const widgetKeys = {
  all: ["widgets"] as const,
  organization: (id: number, theme?: TWidgetTheme) => ["widgets", id, "organization", theme ?? null] as const,
  list: (kind: TWidgetKind, id: number, theme?: TWidgetTheme) => ["widgets", id, kind, theme ?? null] as const,
};

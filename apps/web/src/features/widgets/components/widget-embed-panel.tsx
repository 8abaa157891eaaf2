import { WIDGET_KINDS, type TLanguage, type TWidgetKind, type TWidgetTheme } from "@jobatlas/contract";
import { LANGUAGES } from "@jobatlas/contract/core";
import { Link, useParams } from "@tanstack/react-router";
import { Check, Copy, Eye } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { loadLanguage, useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { RadioInput } from "@/components/ui/radio-input";
import { copyText } from "@/lib/clipboard";
import { getAppSettings } from "@/lib/settings";
import { widgetSnippet } from "../snippet";

function SnippetField({ kind, snippet, pending }: { kind: TWidgetKind; snippet: string; pending: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t(`widgets.panel.${kind}.title`)}
      </h3>
      <p className="text-sm text-muted">{t(`widgets.panel.${kind}.description`)}</p>
      <label htmlFor={`${id}-snippet`} className="block text-sm font-medium">
        {t(`widgets.panel.${kind}.snippet`)}
      </label>
      <textarea
        id={`${id}-snippet`}
        ref={field}
        readOnly
        rows={5}
        value={snippet}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full resize-y rounded-md border border-input bg-surface px-3 py-2 font-mono text-xs break-all text-fg"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-status`}
          disabled={pending} // a moment, while the chosen language's texts load
          onClick={async () => setState((await copyText(snippet, field.current)) ? "copied" : "failed")}
        >
          {state === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t("widgets.panel.copy")}
        </Button>
        {/* Always in the page, so screen readers announce what is written into it. */}
        <p
          id={`${id}-status`}
          role="status"
          className={cn("text-sm", state === "failed" ? "text-danger" : "text-muted")}
        >
          {state === "copied" && t("widgets.panel.copied")}
          {state === "failed" && t("widgets.panel.copyFailed")}
        </p>
      </div>
    </section>
  );
}

/**
 * The embed snippets of both widgets (listings and job profiles) with a copy button each, and
 * what the theme does. `theme` is the organisation's widget theme: light or dark goes into the
 * snippets as `data-theme` (ADR 021). Rendered by the organisation editor's widgets tab and the
 * widgets page; `showPreviewLink` links the former to the latter.
 */
export function WidgetEmbedPanel({
  organizationId,
  theme,
  showPreviewLink = true,
}: {
  organizationId: number;
  theme: TWidgetTheme;
  showPreviewLink?: boolean;
}) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  // The radio shows a choice at once; the snippet follows once the widget language's texts are
  // there (its frame title is in that language, and the page may not have loaded them).
  const [chosen, setChosen] = useState<TLanguage>(pageLanguage);
  const [language, setLanguage] = useState<TLanguage>(pageLanguage);
  const latestChoice = useRef(pageLanguage);
  const chooseLanguage = (option: TLanguage) => {
    setChosen(option);
    latestChoice.current = option;
    loadLanguage(option).then(
      () => {
        if (latestChoice.current === option) setLanguage(option);
      },
      () => {
        // Offline: the snippet stays in the language it has, and so does the choice.
        if (latestChoice.current !== option) return;
        latestChoice.current = language;
        setChosen(language);
      },
    );
  };
  const { companyslug } = useParams({ strict: false });
  const id = useId();
  const origin = getAppSettings().publicUrl;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t("widgets.panel.title")}
      </h2>
      <p className="max-w-prose">{t("widgets.panel.intro")}</p>
      <p className="max-w-prose text-sm text-muted" data-testid="widget-theme-note">
        {theme === "auto"
          ? t("widgets.panel.themeAuto")
          : t("widgets.panel.themeForced", { theme: t(`widgets.themes.${theme}`), value: theme })}
      </p>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t("widgets.panel.language")}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <RadioInput
              name={`${id}-language`}
              value={option}
              checked={chosen === option}
              onChange={() => chooseLanguage(option)}
            />
            {t(`language.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        {WIDGET_KINDS.map((kind) => (
          <SnippetField
            key={kind}
            kind={kind}
            pending={chosen !== language}
            snippet={widgetSnippet({
              origin,
              language,
              kind,
              organizationId,
              theme,
              frameTitle: t(`widgets.panel.frameTitle.${kind}`, { lng: language }),
            })}
          />
        ))}
      </div>
      {showPreviewLink && companyslug && (
        <Link
          to="/$lang/org/$companyslug/widgets"
          params={{ lang: pageLanguage, companyslug }}
          className={buttonClasses("secondary", "sm")}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t("widgets.panel.preview")}
        </Link>
      )}
    </section>
  );
}

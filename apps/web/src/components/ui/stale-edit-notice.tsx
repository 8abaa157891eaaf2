import { Check, CircleAlert, Copy, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { copyText } from "@/lib/clipboard";
import { useTranslation } from "@/lib/i18n";
import type { StaleChange, StaleEdit } from "@/lib/use-stale-edit";
import { Button } from "./button";
import { FocusHeading } from "./focus-heading";

/** One changed field of the refused draft: its value read-only, with a copy button. */
function ChangedField({ change }: { change: StaleChange }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);
  // Tall enough for the text (wrapped lines counted roughly where the browser cannot size it), at most 8 rows.
  const lines = change.value.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 40)), 0);

  return (
    <li className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {change.label}
      </label>
      {change.value === "" ? (
        <p id={id} className="text-sm text-muted italic">
          {t("staleEdit.emptied")}
        </p>
      ) : (
        <textarea
          id={id}
          ref={field}
          readOnly
          rows={Math.min(8, Math.max(1, lines))}
          value={change.value}
          onFocus={(event) => event.currentTarget.select()}
          className="block max-h-60 w-full resize-y rounded-md border border-input bg-surface px-3 py-2 text-sm text-fg field-sizing-content"
        />
      )}
      {change.value !== "" && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`${id}-status`}
            onClick={() => void copyText(change.value, field.current).then((ok) => setState(ok ? "copied" : "failed"))}
          >
            {state === "copied" ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {t("staleEdit.copy", { field: change.label })}
          </Button>
          {/* Always in the page, so screen readers announce what is written into it. */}
          <p
            id={`${id}-status`}
            role="status"
            className={state === "failed" ? "text-sm text-danger" : "text-sm text-muted"}
          >
            {state === "copied" && t("staleEdit.copied")}
            {state === "failed" && t("staleEdit.copyFailed")}
          </p>
        </div>
      )}
    </li>
  );
}

/**
 * What an editor shows when its save was refused because someone else saved meanwhile (ADR 088):
 * the notice takes the focus, says that nothing was saved, offers to load the current version,
 * and keeps the fields the user changed with their values to copy — before and after reloading,
 * until they close it. The state comes from `useStaleEdit` (lib/use-stale-edit.ts), or
 * `useSaveForm`'s `stale`; nothing is shown while no save was refused.
 */
export function StaleEditNotice({ stale }: { stale: StaleEdit }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { changes, reloaded } = stale;
  const shown = changes !== null;

  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, reloaded]);

  if (!changes) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="stale-edit-notice"
      className="space-y-4 rounded-lg border border-danger bg-danger-soft p-4 text-fg"
    >
      <FocusHeading
        id={`${id}-title`}
        ref={heading}
        className="text-lg"
        icon={<CircleAlert aria-hidden="true" className="size-5 text-danger" />}
      >
        {reloaded ? t("staleEdit.reloadedTitle") : t("staleEdit.title")}
      </FocusHeading>
      <p className="max-w-prose text-sm">{reloaded ? t("staleEdit.reloadedText") : t("staleEdit.text")}</p>
      {stale.reloadFailed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t("staleEdit.reloadFailed")}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!reloaded && (
          <Button onClick={() => void stale.reload()} disabled={stale.reloading} aria-busy={stale.reloading}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {stale.reloading ? t("staleEdit.reloading") : t("staleEdit.reload")}
          </Button>
        )}
        {reloaded && (
          <Button variant="secondary" onClick={stale.dismiss}>
            {t("staleEdit.dismiss")}
          </Button>
        )}
      </div>
      <div className="space-y-3 rounded-md border border-border bg-bg p-3">
        <h3 className="font-semibold">{t("staleEdit.yourChanges")}</h3>
        {changes.length === 0 ? (
          <p className="text-sm text-muted">{t("staleEdit.noChanges")}</p>
        ) : (
          <ul className="space-y-4">
            {changes.map((change) => (
              <ChangedField key={change.field} change={change} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

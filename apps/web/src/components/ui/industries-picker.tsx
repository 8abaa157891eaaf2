import type { TIndustryCode, TLanguage } from "@jobatlas/contract";
import { industryLabel, industryOptions, useIndustryFilter, type IndustryOption } from "@/lib/industries";
import { X } from "lucide-react";
import { useId, useState, type Ref } from "react";
import { useTranslation } from "@/lib/i18n";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The industries in the page language's alphabetical order, sorted once per language with one
 * collator: `localeCompare(other, lang)` made one per comparison, ~18 ms of a phone's main thread
 * for the ~90 divisions (ADR 052).
 */
const sortedByLanguage = new Map<TLanguage, IndustryOption[]>();
function sortedIndustries(lang: TLanguage): IndustryOption[] {
  let sorted = sortedByLanguage.get(lang);
  if (!sorted) {
    const collator = new Intl.Collator(lang);
    sorted = industryOptions(lang).sort((a, b) => collator.compare(a.label, b.label));
    // Kept once the language's labels are there (they load with its texts).
    if (sorted.every((option) => option.label)) sortedByLanguage.set(lang, sorted);
  }
  return sorted;
}

/**
 * Industries (ISIC divisions in the page language): chosen ones as removable chips, then a
 * filterable list of checkboxes — the filter finds them by the words people use too, in every
 * language ("Spital", "Informatik", "hôpital"; ADR 074). Codes go into `sectors`. The search filters and the job-alert
 * form use it; a form gives it its own legend, a hint, an error and the ref its focus goes to
 * (the filter field).
 */
export function IndustriesPicker({
  value,
  onChange,
  lang,
  legend,
  hint,
  error,
  inputRef,
}: {
  value: readonly TIndustryCode[];
  onChange: (codes: TIndustryCode[]) => void;
  lang: TLanguage;
  legend?: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  // A toggle is shown until `value` follows it: the search's filters live in the address, whose
  // new value arrives a moment later, and a redraw meanwhile (the industries' words loading) would
  // show the box unchecked again. Dropped once `value` changes (also by the browser's back button).
  const valueKey = value.join(",");
  const [toggled, setToggled] = useState<{ from: string; codes: TIndustryCode[] }>();
  if (toggled && toggled.from !== valueKey) setToggled(undefined);
  const current = toggled?.from === valueKey ? toggled.codes : value;
  const chosen = new Set(current);
  const { shown, inputProps } = useIndustryFilter(sortedIndustries(lang), lang);

  const toggle = (code: TIndustryCode, on: boolean) => {
    const codes = on ? [...current, code] : current.filter((other) => other !== code);
    setToggled({ from: valueKey, codes });
    onChange(codes);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-fg">
        {legend ?? t("search.filters.industries")}
        {current.length > 0 && (
          <span className="ml-2 font-normal text-muted">
            {t("search.filters.industriesSelected", { count: current.length })}
          </span>
        )}
      </legend>
      {current.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {current.map((code) => {
            const label = industryLabel(code, lang) ?? code;
            return (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => toggle(code, false)}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-input bg-surface px-3 py-1 text-left text-sm text-fg hover:bg-bg"
                  aria-label={t("search.filters.industriesRemove", { industry: label })}
                >
                  <span className="min-w-0 break-words">{label}</span>
                  <X aria-hidden="true" className="size-4 shrink-0" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t("search.filters.industriesFilter")}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <Input
        ref={inputRef}
        id={`${id}-filter`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        type="search"
        placeholder={t("search.filters.industriesFilter")}
        {...inputProps}
      />
      <div className="max-h-56 overflow-y-auto rounded-md border border-border p-2">
        {shown.length === 0 ? (
          <p className="p-1 text-sm text-muted">{t("search.filters.industriesNone")}</p>
        ) : (
          <ul className="space-y-1">
            {shown.map((industry) => (
              <li key={industry.code} className="flex items-start gap-2">
                <input
                  id={`${id}-${industry.code}`}
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-accent"
                  checked={chosen.has(industry.code)}
                  onChange={(event) => toggle(industry.code, event.target.checked)}
                />
                <label htmlFor={`${id}-${industry.code}`} className="text-sm text-fg">
                  {industry.label}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

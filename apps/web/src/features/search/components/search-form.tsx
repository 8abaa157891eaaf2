import { CONTENT_LANGUAGE_VALUES, EMPLOYMENT_TYPE_VALUES, REGIONS, REMOTE_TYPE_VALUES } from "@jobatlas/contract/core";
import type { TLanguage, TLocationSuggestion, TRegion } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { lazy, startTransition, useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SuggestionsCombobox } from "@/components/ui/suggestions-combobox";
import { useJobTitleSuggestions } from "@/lib/job-title-suggestions";
import {
  filterCount,
  normalize,
  radiusOf,
  regionOf,
  withoutFilters,
  withRegion,
  type SearchState,
} from "../search-state";
import { formatAmount } from "@/lib/format";
import { LocationCombobox } from "./location-combobox";
import { useFilterQuery } from "@/lib/use-filter-query";
import { InputIcon } from "@/components/ui/input-icon";

export type SearchChange = (next: SearchState, options?: { replace?: boolean }) => void;

const RADII = [5, 10, 25, 50, 100] as const;
const WORKLOADS = [20, 40, 50, 60, 80, 100] as const;
const SALARIES = [40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 120_000, 150_000] as const;
const REGION_KEYS = Object.keys(REGIONS) as TRegion[];

/**
 * The industries' picker is in the filters, which are hidden until asked for: its code loads when
 * the visitor heads for the "Filters" button (pointer, touch or focus), and it is drawn from the
 * first opening on, so a page the server drew is taken over without its ~90 checkboxes. The
 * opening is a transition that waits for the code: the panel never shows without the picker.
 */
const loadIndustriesPicker = () => import("@/components/ui/industries-picker");
const IndustriesPicker = lazy(() => loadIndustriesPicker().then((module) => ({ default: module.IndustriesPicker })));
const preloadIndustriesPicker = () => void loadIndustriesPicker();

/**
 * The search's controls, all in the URL: keywords, place with radius, region, and the filters
 * (industries, workload, salary, employment and remote type, languages), watchlist only and
 * ranking by the seeker profile.
 */
export function SearchForm({
  state,
  onChange,
  onChoosePlace,
  lang,
  signedIn,
  onRequireSignIn,
}: {
  state: SearchState;
  onChange: SearchChange;
  /** A place chosen (or removed) in the location field. */
  onChoosePlace: (place: TLocationSuggestion | undefined) => void;
  lang: TLanguage;
  signedIn: boolean;
  /** A signed-out visitor asked for the watchlist: sign in, then come back to it. */
  onRequireSignIn: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the filters' picker stays drawn (with what was typed into it) when closed again.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const activeFilters = filterCount(state);
  const region = regionOf(state);
  const set = (patch: Partial<SearchState>) => onChange(normalize({ ...state, ...patch }));

  return (
    <form
      role="search"
      aria-label={t("search.form.label")}
      className="space-y-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.2fr)_8rem_minmax(0,1fr)]">
        <KeywordsField
          className="col-span-2 sm:col-span-1"
          lang={lang}
          query={state.query}
          onQuery={(query, replace) => onChange(normalize({ ...state, query }), { replace })}
        />
        <LocationCombobox className="col-span-2 sm:col-span-1" value={state.location} onChoose={onChoosePlace} />
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-radius`}>{t("search.form.radius")}</Label>
          <Select
            id={`${id}-radius`}
            value={radiusOf(state)}
            disabled={!state.location}
            onChange={(event) => set({ radius: Number(event.target.value) })}
          >
            {[...new Set([...RADII, radiusOf(state)])]
              .sort((a, b) => a - b)
              .map((km) => (
                <option key={km} value={km}>
                  {t("search.form.radiusKm", { km })}
                </option>
              ))}
          </Select>
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-region`}>{t("search.form.region")}</Label>
          <Select
            id={`${id}-region`}
            value={region ?? ""}
            onChange={(event) => {
              if (event.target.value) onChange(withRegion(state, event.target.value as TRegion));
            }}
          >
            {!region && (
              <option value="">
                {state.location ? t("search.form.regionAroundPlace") : t("search.form.regionCustom")}
              </option>
            )}
            {REGION_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`search.regions.${key}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onPointerEnter={preloadIndustriesPicker}
          onPointerDown={preloadIndustriesPicker}
          onFocus={preloadIndustriesPicker}
          onClick={() =>
            startTransition(() => {
              setFiltersOpened(true);
              setFiltersOpen((open) => !open);
            })
          }
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t("search.filters.show")}
          {activeFilters > 0 && (
            <span className="rounded-full bg-accent px-2 text-xs text-accent-fg">
              {t("search.filters.activeCount", { count: activeFilters })}
            </span>
          )}
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", filtersOpen && "rotate-180")} />
        </Button>
        <Checkbox
          label={t("search.filters.liked")}
          checked={Boolean(state.liked)}
          onChange={(event) => {
            if (event.target.checked && !signedIn) onRequireSignIn();
            else set({ liked: event.target.checked || undefined });
          }}
        />
        {signedIn && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Checkbox
              label={t("search.filters.seekerProfile")}
              checked={Boolean(state.seeker_profile)}
              onChange={(event) => set({ seeker_profile: event.target.checked || undefined })}
            />
            <Link to="/$lang/search/profile" params={{ lang }} className="text-sm text-accent underline">
              {t("search.filters.seekerProfileHint")}
            </Link>
          </div>
        )}
      </div>

      <div
        id={`${id}-filters`}
        hidden={!filtersOpen}
        className="space-y-4 rounded-lg border border-border bg-surface p-4"
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {filtersOpened && (
            <IndustriesPicker value={state.sectors ?? []} onChange={(sectors) => set({ sectors })} lang={lang} />
          )}
          <div className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-workload`}>{t("search.filters.workload")}</Label>
              <Select
                id={`${id}-workload`}
                value={state.workload_min ?? ""}
                onChange={(event) => set({ workload_min: event.target.value ? Number(event.target.value) : undefined })}
              >
                <option value="">{t("search.filters.workloadAny")}</option>
                {WORKLOADS.map((percent) => (
                  <option key={percent} value={percent}>
                    {t("search.filters.workloadValue", { percent })}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-salary`}>{t("search.filters.salary")}</Label>
              <Select
                id={`${id}-salary`}
                value={state.salary_min ?? ""}
                onChange={(event) => set({ salary_min: event.target.value ? Number(event.target.value) : undefined })}
              >
                <option value="">{t("search.filters.salaryAny")}</option>
                {[...new Set([...SALARIES, ...(state.salary_min ? [state.salary_min] : [])])]
                  .sort((a, b) => a - b)
                  .map((amount) => (
                    <option key={amount} value={amount}>
                      {t("search.filters.salaryValue", { amount: formatAmount(amount) })}
                    </option>
                  ))}
              </Select>
            </div>
            <CheckboxGroup
              legend={t("search.filters.employmentTypes")}
              options={EMPLOYMENT_TYPE_VALUES.map((value) => ({
                value,
                label: t(`jobFields.employmentTypes.${value}`),
              }))}
              value={state.employment_types}
              onChange={(employment_types) => set({ employment_types })}
            />
          </div>
          <div className="space-y-4">
            <CheckboxGroup
              legend={t("search.filters.remoteTypes")}
              options={REMOTE_TYPE_VALUES.map((value) => ({ value, label: t(`jobFields.remoteTypes.${value}`) }))}
              value={state.remote_types}
              onChange={(remote_types) => set({ remote_types })}
            />
            <CheckboxGroup
              legend={t("search.filters.languages")}
              options={CONTENT_LANGUAGE_VALUES.map((value) => ({
                value,
                label: t(`jobFields.contentLanguages.${value}`),
              }))}
              value={state.languages}
              onChange={(languages) => set({ languages })}
            />
          </div>
        </div>
        {activeFilters > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(withoutFilters(state))}>
            {t("search.filters.reset")}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The keywords: the URL follows the typing after a pause (replacing the entry, so Back does not
 * step through every word), and at once on Enter. Occupations of the vocabulary are suggested in
 * the UI's language as the seeker types (ADR 075): choosing one fills the field and searches.
 */
function KeywordsField({
  query,
  onQuery,
  lang,
  className,
}: {
  query: string | undefined;
  onQuery: (query: string | undefined, replace: boolean) => void;
  lang: TLanguage;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Typed since the last search chosen (a suggestion, Enter, a change elsewhere): suggest then only.
  const [typing, setTyping] = useState(false);
  const { text, setText, submit } = useFilterQuery(query, onQuery, {
    delay: 500,
    // Changed elsewhere ("search without the keywords", "did you mean", back). The pause in the
    // typing put it into the URL: still typing. Anything else: a search chosen.
    onChangedElsewhere: (next, shown) => {
      if (next !== (shown.trim() || undefined)) setTyping(false);
    },
  });
  // Suggestions only for what is being typed, not for the query the field already searches.
  const suggestions = useJobTitleSuggestions(typing ? text : "", lang);

  const search = (value: string) => {
    setTyping(false);
    submit(value);
  };

  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{t("search.form.keywords")}</Label>
      <InputIcon icon={Search} raised>
        <SuggestionsCombobox
          id={id}
          type="search"
          enterKeyHint="search"
          className="pl-10"
          placeholder={t("search.form.keywordsPlaceholder")}
          value={text}
          maxLength={200}
          onValueChange={(value) => {
            setText(value);
            setTyping(true);
          }}
          suggestions={suggestions}
          listLabel={t("search.form.keywordSuggestions")}
          onPick={(title) => {
            setText(title);
            search(title);
          }}
          onEnter={search}
        />
      </InputIcon>
    </div>
  );
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  value: readonly T[] | undefined;
  onChange: (value: T[] | undefined) => void;
}) {
  const chosen = new Set(value ?? []);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={chosen.has(option.value)}
          onChange={(event) => {
            const next = options
              .map((o) => o.value)
              .filter((v) => (v === option.value ? event.target.checked : chosen.has(v)));
            onChange(next.length ? next : undefined);
          }}
        />
      ))}
    </fieldset>
  );
}

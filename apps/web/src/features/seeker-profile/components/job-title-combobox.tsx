import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import type { FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { jobTitlesQueryOptions } from "../api/seeker-profile";
import { addChip } from "../form";
import { ChipList } from "./chip-list";

/** Typing pauses this long before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Job titles as chips with an autocomplete from the titles in the data (GET
 * /capi/search/job-titles): the ARIA 1.2 combobox pattern — arrow keys move through the
 * suggestions, Enter takes the highlighted one or what was typed, Escape closes the list.
 */
export function JobTitleCombobox({
  values,
  onChange,
  max,
  control,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  control: FieldControlProps;
}) {
  const { t } = useTranslation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const titles = useQuery({ ...jobTitlesQueryOptions(query), placeholderData: keepPreviousData });
  const chosen = new Set(values.map((v) => v.toLocaleLowerCase()));
  const suggestions =
    text.trim() && titles.data ? titles.data.items.filter((title) => !chosen.has(title.toLocaleLowerCase())) : [];
  const full = values.length >= max;
  const expanded = open && !full && text.trim().length > 0;

  const add = (value: string) => {
    const next = addChip(values, value, max);
    if (next.length === values.length) return;
    onChange(next);
    setAnnouncement(t("company.seekerProfile.jobTitles.added", { value: next.at(-1) }));
    setText("");
    setActive(-1);
    setOpen(false);
  };

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    setAnnouncement(t("company.seekerProfile.jobTitles.removed", { value }));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      // Enter adds; it never submits the step.
      event.preventDefault();
      const pick = expanded && active >= 0 ? suggestions[active] : undefined;
      add(pick ?? text);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = expanded && active >= 0 && suggestions[active] ? `${listboxId}-${active}` : undefined;

  return (
    <div className="space-y-3">
      <div className="relative flex gap-2">
        <div className="relative flex-1">
          <Input
            ref={inputRef}
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            value={text}
            maxLength={120}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t("company.seekerProfile.jobTitles.suggestions")}
            hidden={!expanded}
            className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-auto rounded-md border border-input bg-bg py-1 shadow-lg"
          >
            {suggestions.map((title, index) => (
              <li
                key={title}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps focus and its blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(title);
                }}
                className={cn(
                  "cursor-pointer px-3 py-2",
                  index === active ? "bg-accent text-accent-fg" : "hover:bg-surface",
                )}
              >
                {title}
              </li>
            ))}
            {suggestions.length === 0 && (
              <li role="presentation" className="px-3 py-2 text-sm text-muted">
                {t("company.seekerProfile.jobTitles.noSuggestions")}
              </li>
            )}
          </ul>
        </div>
        <Button variant="secondary" onClick={() => add(text)} disabled={full || !text.trim()}>
          {t("company.seekerProfile.jobTitles.add")}
        </Button>
      </div>
      {full && <p className="text-sm text-muted">{t("company.seekerProfile.jobTitles.limit", { max })}</p>}
      <ChipList
        values={values}
        label={t("company.seekerProfile.jobTitles.chosen")}
        emptyText={t("company.seekerProfile.jobTitles.none")}
        removeLabel={(value) => t("company.seekerProfile.jobTitles.remove", { value })}
        onRemove={remove}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

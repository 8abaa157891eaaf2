import type { TLocationSuggestion } from "@jobatlas/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MapPin, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { locationsQueryOptions } from "../api/get-locations";
import { useDebounced } from "@/lib/use-debounced";
import { InputIcon } from "@/components/ui/input-icon";

/**
 * The place of the search: a combobox (ARIA 1.2, list autocomplete) over GET /capi/locations.
 * Arrow keys move through the suggestions, Enter chooses (the first one when none is active),
 * Escape closes the list or restores the chosen place; emptying the field removes the place.
 */
export function LocationCombobox({
  value,
  onChoose,
  className,
}: {
  /** The place in the URL (a suggestion's label). */
  value: string | undefined;
  onChoose: (place: TLocationSuggestion | undefined) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ?? "");
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (shownValue !== value) {
    // The place changed elsewhere (a region, "search everywhere", back): show it.
    setShownValue(value);
    setText(value ?? "");
    setOpen(false);
  }

  const typed = text.trim();
  const debounced = useDebounced(typed, 200);
  const wanted = open && debounced.length >= 2 && debounced !== value;
  const { data, isFetching } = useQuery({
    ...locationsQueryOptions(debounced),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const items = wanted ? (data?.items ?? []) : [];
  const searching = open && typed.length >= 2 && typed !== value;
  const showList = searching && items.length > 0;
  const noMatch = searching && items.length === 0 && !isFetching && debounced === typed;

  useEffect(() => {
    setActive(-1);
  }, [debounced]);

  const choose = (place: TLocationSuggestion | undefined) => {
    setOpen(false);
    setActive(-1);
    setText(place?.label ?? "");
    onChoose(place);
  };

  /** Leaving the field: an emptied field removes the place, anything else unchosen goes back. */
  const settle = () => {
    setOpen(false);
    if (!typed && value) choose(undefined);
    else if (typed !== (value ?? "")) setText(value ?? "");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((index) => (index + 1) % items.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (items.length) setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      case "Enter":
        if (showList && items.length) {
          event.preventDefault();
          choose(items[active] ?? items[0]);
        } else if (!typed && value) {
          event.preventDefault();
          choose(undefined);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (typed !== (value ?? "")) {
          event.preventDefault();
          setText(value ?? "");
        }
        break;
    }
  };

  const activeId = showList && items[active] ? `${id}-option-${active}` : undefined;

  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{t("search.form.location")}</Label>
      <InputIcon icon={MapPin}>
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          placeholder={t("search.form.locationPlaceholder")}
          className={cn("pl-10", value && "pr-11")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={settle}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button
            type="button"
            className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-md text-muted hover:text-fg"
            onClick={() => {
              choose(undefined);
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("search.form.clearLocation")}</span>
          </button>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t("search.form.locationSuggestions")}
          hidden={!showList}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-bg py-1 shadow-lg"
        >
          {items.map((place, index) => (
            <li
              key={`${place.label}-${place.canton}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2",
                index === active ? "bg-accent text-accent-fg" : "text-fg hover:bg-surface",
              )}
              // Keep the focus in the field (a blur would close the list before the click).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span>{place.label}</span>
              <span className={cn("text-sm", index === active ? "text-accent-fg" : "text-muted")}>{place.canton}</span>
            </li>
          ))}
        </ul>
        <p
          role="status"
          className={cn(
            noMatch &&
              "absolute z-30 mt-1 w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-muted shadow-lg",
            !noMatch && "sr-only",
          )}
        >
          {noMatch ? t("search.form.locationNoMatch") : ""}
        </p>
      </InputIcon>
      <p id={hintId} className="sr-only">
        {t("search.form.locationHint")}
      </p>
    </div>
  );
}

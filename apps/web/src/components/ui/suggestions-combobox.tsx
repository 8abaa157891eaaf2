import { useId, useState, type ComponentProps, type KeyboardEvent, type Ref } from "react";
import { cn } from "./cn";
import { Input } from "./input";

/**
 * A text field with suggestions: the ARIA 1.2 combobox pattern (list autocomplete). Arrow keys
 * move through the suggestions, Enter picks the highlighted one (else hands what was typed to
 * `onEnter`, or without it submits the form as a field does), Escape closes the list; a click picks too. The field stays the caller's: it owns
 * the text and asks for the suggestions (the search's keywords, the seeker profile's job titles,
 * the job alerts' query).
 */
export function SuggestionsCombobox({
  value,
  onValueChange,
  suggestions,
  onPick,
  onEnter,
  listLabel,
  noSuggestions,
  inputRef,
  className,
  ...inputProps
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "role" | "ref"> & {
  value: string;
  onValueChange: (value: string) => void;
  /** What fits the text typed; the list shows when the field has text and focus. */
  suggestions: readonly string[];
  onPick: (suggestion: string) => void;
  /** Enter without a highlighted suggestion (without it, Enter submits the form). */
  onEnter?: (text: string) => void;
  listLabel: string;
  /** Shown in the open list when nothing fits; without it the list stays closed then. */
  noSuggestions?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim().length > 0;
  const expanded = open && typed && (suggestions.length > 0 || noSuggestions !== undefined);
  const current = expanded && active >= 0 && active < suggestions.length ? active : -1;

  const pick = (suggestion: string) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (count === 0 ? -1 : (index + 1) % count));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (count === 0 ? -1 : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Enter") {
      setOpen(false);
      if (current >= 0) {
        event.preventDefault();
        pick(suggestions[current]!);
      } else if (onEnter) {
        event.preventDefault();
        onEnter(value);
      }
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={current >= 0 ? `${listboxId}-${current}` : undefined}
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          inputProps.onBlur?.(event);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={listLabel}
        // Not a tab stop: Chromium makes a scrolling list focusable, and Tab would land in it just
        // before the blur hides it (the focus then falls to the body).
        tabIndex={-1}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-bg py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === current}
            // mousedown, not click: the field keeps its focus, so its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={cn(
              "cursor-pointer px-3 py-2 break-words",
              index === current ? "bg-accent text-accent-fg" : "text-fg hover:bg-surface",
            )}
          >
            {suggestion}
          </li>
        ))}
        {suggestions.length === 0 && noSuggestions !== undefined && (
          <li role="presentation" className="px-3 py-2 text-sm text-muted">
            {noSuggestions}
          </li>
        )}
      </ul>
    </div>
  );
}

import { Search } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFilterQuery } from "@/lib/use-filter-query";
import { InputIcon } from "./input-icon";

/** The pause in typing after which a list follows the words. */
const QUERY_DEBOUNCE_MS = 400;

/**
 * A list's filter bar (jobs, listings, candidates): a search form with the words field first
 * (`lib/use-filter-query.ts` behind it), then the list's other filters (`children`).
 */
export function FilterBar({
  label,
  queryLabel,
  placeholder,
  query,
  onQuery,
  children,
}: {
  label: string;
  queryLabel: string;
  placeholder: string;
  query: string | undefined;
  onQuery: (query: string | undefined, replace: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const { text, setText, submit } = useFilterQuery(query, onQuery, { delay: QUERY_DEBOUNCE_MS });
  return (
    <form
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-x-8 gap-y-4 rounded-lg border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1 basis-64 space-y-1.5">
        <Label htmlFor={id}>{queryLabel}</Label>
        <InputIcon icon={Search}>
          <Input
            id={id}
            type="search"
            enterKeyHint="search"
            className="pl-10"
            placeholder={placeholder}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </InputIcon>
      </div>
      {children}
    </form>
  );
}

/** A filter of checkboxes (statuses, types): the chosen values in the order of `options`. */
export function CheckboxFilter<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(({ value, label }) => (
          <Checkbox
            key={value}
            label={label}
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(
                options.map((o) => o.value).filter((v) => (v === value ? event.target.checked : chosen.includes(v))),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

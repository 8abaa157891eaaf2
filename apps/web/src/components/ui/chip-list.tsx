import { X } from "lucide-react";

/**
 * The chosen values of a chips field as a labelled list, each with its remove button ("Remove
 * Koch"). `onRemove` gets the value; the caller moves focus back to its input.
 */
export function ChipList({
  values,
  label,
  emptyText,
  removeLabel,
  onRemove,
}: {
  values: readonly string[];
  label: string;
  emptyText: string;
  removeLabel: (value: string) => string;
  onRemove: (value: string) => void;
}) {
  if (values.length === 0) return <p className="text-sm text-muted">{emptyText}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full border border-input bg-surface py-1 pr-1 pl-3 text-sm"
        >
          <span className="wrap-anywhere">{value}</span>
          <button
            type="button"
            onClick={() => onRemove(value)}
            aria-label={removeLabel(value)}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-bg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

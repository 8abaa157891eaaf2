import { useUrlBacked } from "@/lib/use-url-backed";
import { CheckboxFilter } from "./filter-bar";

/**
 * A CheckboxFilter whose choice lives in the URL (a list's `status` or `type`): a click shows at
 * once, and `onChoose` gets the new choice, undefined when nothing is ticked (the URL leaves it out).
 */
export function UrlCheckboxFilter<T extends string>({
  legend,
  options,
  chosen,
  onChoose,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: T[] | undefined;
  onChoose: (chosen: T[] | undefined) => void;
}) {
  const [shown, setShown] = useUrlBacked(chosen ?? []);
  return (
    <CheckboxFilter
      legend={legend}
      options={options}
      chosen={shown}
      onChange={(next) => {
        setShown(next);
        onChoose(next.length > 0 ? next : undefined);
      }}
    />
  );
}

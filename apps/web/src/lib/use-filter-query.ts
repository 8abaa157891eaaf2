import { useEffect, useRef, useState } from "react";
import { useDebounced } from "@/lib/use-debounced";

/**
 * The words of a search or a list's filters, kept in the URL: what the field shows, put into the
 * URL after a pause in typing (`replace`, so Back skips the keystrokes) or at once on submit (a
 * new entry); changed elsewhere (clear filters, "did you mean", Back), the field shows it, and
 * `onChangedElsewhere` hears of it with the words the field held.
 */
export function useFilterQuery(
  query: string | undefined,
  onQuery: (query: string | undefined, replace: boolean) => void,
  {
    delay,
    onChangedElsewhere,
  }: { delay: number; onChangedElsewhere?: (query: string | undefined, shown: string) => void },
) {
  const [text, setText] = useState(query ?? "");
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    onChangedElsewhere?.(query, text);
    setText(query ?? "");
  }
  const debounced = useDebounced(text, delay);
  const latest = useRef({ query, onQuery, text });
  useEffect(() => {
    latest.current = { query, onQuery, text };
  });
  useEffect(() => {
    const current = latest.current;
    // Only a pause in typing what the field still shows, and only a change, goes into the URL.
    if (debounced !== current.text) return;
    const next = debounced.trim() || undefined;
    if (next !== current.query) current.onQuery(next, true);
  }, [debounced]);
  /** Searches `words` (what the field shows unless given) at once, as a new entry. */
  const submit = (words: string = text) => {
    const next = words.trim() || undefined;
    if (next !== query) onQuery(next, false);
  };
  return { text, setText, submit };
}

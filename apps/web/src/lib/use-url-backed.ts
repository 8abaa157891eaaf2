import { useState } from "react";

/**
 * A filter value the URL owns, shown changed at once. The router commits a navigation a moment
 * after the click; until then a controlled checkbox would snap back to the URL's old value, and
 * the click would seem to do nothing (to a user, and to Playwright's `check()`). Whenever the
 * URL's value changes — the navigation arriving, Back, "Clear filters" — it wins again.
 */
export function useUrlBacked<T>(fromUrl: T): [T, (next: T) => void] {
  const key = JSON.stringify(fromUrl ?? null);
  const [shown, setShown] = useState({ key, value: fromUrl });
  if (shown.key !== key) {
    setShown({ key, value: fromUrl });
    return [fromUrl, (value) => setShown({ key, value })];
  }
  return [shown.value, (value) => setShown({ key, value })];
}

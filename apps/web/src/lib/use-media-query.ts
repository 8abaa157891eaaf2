import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the media query matches, following changes. False while a page drawn on the server is
 * taken over (the server knows no screen), then the browser's answer (ADR 051).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

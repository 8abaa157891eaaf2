/**
 * How often the org area asks for new notifications (spec §9): every 10 s while the window has
 * focus, every 60 s while it is visible without focus (another window in front), never while the
 * document is hidden (another tab, minimised) — and at once when it becomes visible again.
 */
import { useSyncExternalStore } from "react";

export type WindowActivity = "focused" | "blurred" | "hidden";

export const POLL_FOCUSED_MS = 10_000;
export const POLL_BLURRED_MS = 60_000;

/** The polling interval for the window's state; false stops polling. */
export function pollingInterval(activity: WindowActivity): number | false {
  if (activity === "hidden") return false;
  return activity === "focused" ? POLL_FOCUSED_MS : POLL_BLURRED_MS;
}

/** The window's state now: hidden wins over focus (a hidden document may still report focus). */
export function currentWindowActivity(doc: Document = document): WindowActivity {
  if (doc.visibilityState === "hidden") return "hidden";
  return doc.hasFocus() ? "focused" : "blurred";
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  window.addEventListener("focus", onChange);
  window.addEventListener("blur", onChange);
  return () => {
    document.removeEventListener("visibilitychange", onChange);
    window.removeEventListener("focus", onChange);
    window.removeEventListener("blur", onChange);
  };
}

/** The window's state, following visibilitychange, focus and blur. */
export function useWindowActivity(): WindowActivity {
  return useSyncExternalStore(
    subscribe,
    () => currentWindowActivity(),
    () => "hidden",
  );
}

/**
 * TanStack Query options of a polled query: `refetchInterval` as a function of the window's
 * state, polling in the background too (the 60 s of a blurred window: TanStack alone would stop
 * when the window is not focused by its own definition), and no refetch on focus of its own
 * (the poller fetches at once when the document becomes visible).
 */
export function pollingOptions(activity: WindowActivity) {
  return {
    refetchInterval: () => pollingInterval(activity),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  } as const;
}

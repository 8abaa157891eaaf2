import type * as Sonner from "sonner";
import type { ExternalToast } from "sonner";
import { i18n } from "./i18n";

/**
 * Toasts without sonner in the first load (9 kB gzip that no page needs to draw, issue 12 §7):
 * `toast` has sonner's call shape; the first call mounts the toaster (ToasterHost) and loads
 * sonner, and every call is handed to sonner once its toaster is listening, in call order.
 * The toaster's live region (aria-live=polite) exists before the first toast is added to it, so
 * screen readers announce that one too.
 */
type Kind = "message" | "success" | "error" | "info";

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<typeof Sonner> | undefined;

/** For ToasterHost: whether a toast was asked for (then it mounts the toaster). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once it listens for toasts (after sonner's own effects). */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import("sonner");
  void Promise.all([sonner, mounted]).then(([{ toast }]) => {
    if (kind === "message") toast(message, options);
    else toast[kind](message, options);
  });
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
});

/** The shared toast for a failed save (spec §8: 'Could not save'). */
export function toastSaveFailed(): void {
  toast.error(i18n.t("toasts.saveFailed"), { id: "save-failed" });
}

/** The shared toast for a failed delete (spec §8: 'Could not delete'). */
export function toastDeleteFailed(): void {
  toast.error(i18n.t("toasts.deleteFailed"), { id: "delete-failed" });
}

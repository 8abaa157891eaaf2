import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToasterWanted, toasterWanted } from "@/lib/toasts";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster (and loads sonner) at the first toast: see lib/toasts.ts. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

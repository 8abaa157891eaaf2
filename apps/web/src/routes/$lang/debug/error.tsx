import { createFileRoute } from "@tanstack/react-router";
import { getDebugFailure } from "@/features/debug/api/get-debug-failure";

/** Loads a real server 500, so the generic error page (the /{lang} errorComponent) shows. */
export const Route = createFileRoute("/$lang/debug/error")({
  loader: ({ abortController }) => getDebugFailure(abortController.signal),
});

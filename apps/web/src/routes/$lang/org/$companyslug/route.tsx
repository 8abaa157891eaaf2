import { createFileRoute } from "@tanstack/react-router";

/**
 * Signed-in area. The auth issue adds `beforeLoad` here: without a session, redirect to
 * account/login with the current location as `next` (spec §2).
 */
export const Route = createFileRoute("/$lang/org/$companyslug")({
  // A layout: its children render in its outlet.
});

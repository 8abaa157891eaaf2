import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { RouterContext } from "@/app/router";
import { RouterError } from "@/components/errors/router-fallbacks";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Errors outside /{lang}/ (which has the generic error page) end here.
  errorComponent: RouterError,
});

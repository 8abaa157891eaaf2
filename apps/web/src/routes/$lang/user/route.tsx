import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/require-session";

/** The seeker area: signed-in only (spec §2); a visitor goes to account/login with `next`. */
export const Route = createFileRoute("/$lang/user")({
  beforeLoad: ({ context, location, params }) => requireSession(context.queryClient, location.href, params.lang),
});

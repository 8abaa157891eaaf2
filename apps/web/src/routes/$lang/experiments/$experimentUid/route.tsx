import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/require-session";

/** A layout of one experiment and its job hits: signed-in only (a visitor goes to account/login with `next`). */
export const Route = createFileRoute("/$lang/experiments/$experimentUid")({
  beforeLoad: ({ context, location, params }) => requireSession(context.queryClient, location.href, params.lang),
});

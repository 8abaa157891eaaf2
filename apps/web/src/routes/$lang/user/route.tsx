import { createFileRoute } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/require-session";
import { isAnonymousStatusPage } from "@/features/applications/my-career/format";

/**
 * The seeker area: signed-in only (spec §2); a visitor goes to account/login with `next`. The one
 * exception is the anonymous applicant's status page reached by the mailed link
 * (`user/applications/{id}?token=`, ADR 023): that page reads its one application by the token.
 */
export const Route = createFileRoute("/$lang/user")({
  beforeLoad: async ({ context, location, params }) => {
    if (isAnonymousStatusPage(location)) return;
    await requireSession(context.queryClient, location.href, params.lang);
  },
});

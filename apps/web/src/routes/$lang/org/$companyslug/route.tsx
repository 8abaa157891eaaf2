import { createFileRoute, notFound } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/require-session";

/**
 * The organisation area, by slug. Signed out → account/login with `next`; an organisation the
 * user is no member of → the full-screen 404, as the API answers 404 for it too (no probing of
 * slugs). Every API call below sends `X-Organization: <slug>` (features/orgs/api/org-api.ts).
 */
export const Route = createFileRoute("/$lang/org/$companyslug")({
  beforeLoad: async ({ context, location, params }) => {
    const session = await requireSession(context.queryClient, location.href, params.lang);
    const organization = session.organizations.find((org) => org.slug === params.companyslug);
    if (!organization) throw notFound();
    return { organization };
  },
});

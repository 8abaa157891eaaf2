import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { requireSession } from "@/features/auth/require-session";
import { NotificationBell } from "@/features/activities/components/notification-bell";
import { OrgAreaNav } from "@/features/orgs/components/org-area-nav";

/**
 * The organisation area, by slug. Signed out → account/login with `next`; an organisation the
 * user is no member of → the full-screen 404, as the API answers 404 for it too (no probing of
 * slugs). Every API call below sends `X-Organization: <slug>` (features/orgs/api/org-api.ts).
 * Every screen of the area has its sections' navigation and the notification bell above it.
 */
export const Route = createFileRoute("/$lang/org/$companyslug")({
  beforeLoad: async ({ context, location, params }) => {
    const session = await requireSession(context.queryClient, location.href, params.lang);
    const organization = session.organizations.find((org) => org.slug === params.companyslug);
    if (!organization) throw notFound();
    return { organization };
  },
  component: OrgArea,
});

function OrgArea() {
  const { companyslug } = Route.useParams();
  return (
    <>
      {/* Keyed by the organisation: another one starts with its own notifications. */}
      <OrgAreaNav slug={companyslug} actions={<NotificationBell key={companyslug} slug={companyslug} />} />
      <Outlet />
    </>
  );
}

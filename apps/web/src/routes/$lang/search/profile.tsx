import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { PageSkeleton } from "@/features/companies/components/skeletons";
import { seekerProfileQueryOptions } from "@/features/seeker-profile/api/seeker-profile";
import { SeekerProfileScreen } from "@/features/seeker-profile/components/seeker-profile-screen";
import { statusQueryOptions, useSession } from "@/lib/session";

/**
 * search/profile: the seeker-profile onboarding. A visitor is asked to sign in first (a link to
 * account/login with this page as `next`); a signed-in user gets the three steps, prefilled.
 */
export const Route = createFileRoute("/$lang/search/profile")({
  loader: async ({ context: { queryClient }, location, params }) => {
    const status = await queryClient.ensureQueryData(statusQueryOptions());
    if (!status.authenticated) return;
    await whileSignedIn(queryClient, location.href, params.lang, () =>
      queryClient.ensureQueryData(seekerProfileQueryOptions()),
    );
  },
  pendingComponent: PageSkeleton,
  component: SeekerProfileRoute,
});

function SeekerProfileRoute() {
  const { data: session } = useSession();
  const signedIn = Boolean(session?.authenticated);
  const profile = useQuery({ ...seekerProfileQueryOptions(), enabled: signedIn });
  const next = Route.useMatch({ select: (match) => match.pathname });
  if (profile.isError) throw profile.error;
  if (signedIn && !profile.data) return <PageSkeleton />;
  return <SeekerProfileScreen profile={signedIn ? (profile.data ?? null) : null} next={next} />;
}

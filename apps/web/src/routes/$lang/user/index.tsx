import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { hiddenEmployersQueryOptions } from "@/features/hidden-employers/api/hidden-employers";
import { likesQueryOptions } from "@/features/likes/api/likes";
import { latestApplicationQueryOptions } from "@/features/applications/my-career/api/my-career";
import { MyCareerHome } from "@/features/applications/my-career/components/my-career-home";
import { subscriptionsQueryOptions } from "@/features/subscriptions/api/subscriptions";

/** user: the seeker's home — the latest application, the watchlist at a glance, the job alerts. */
export const Route = createFileRoute("/$lang/user/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // The screen shows a failure of either itself.
      await Promise.allSettled([
        context.queryClient.ensureQueryData(latestApplicationQueryOptions()),
        context.queryClient.ensureQueryData(likesQueryOptions()),
        context.queryClient.ensureQueryData(subscriptionsQueryOptions()),
        context.queryClient.ensureQueryData(hiddenEmployersQueryOptions()),
      ]);
    }),
  component: UserScreen,
});

function UserScreen() {
  const likes = useQuery(likesQueryOptions());
  const watchlist = likes.data
    ? { count: likes.data.count, names: likes.data.items.slice(0, 3).map((employer) => employer.name) }
    : undefined;
  const subscriptions = useQuery(subscriptionsQueryOptions());
  return <MyCareerHome watchlist={watchlist} subscriptionsCount={subscriptions.data?.count} />;
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import {
  companyJobsQueryOptions,
  companyListingsQueryOptions,
  companyQueryOptions,
  similarCompaniesQueryOptions,
} from "@/features/companies/api/companies";
import { CompanyPage, type CompanySection } from "@/features/companies/components/company-page";
import { PageSkeleton } from "@/features/companies/components/skeletons";
import { orNotFound, pathId } from "@/features/companies/route-ids";
import { HideEmployerToggle } from "@/features/hidden-employers/hide-employer-button";
import { LikeButton } from "@/features/likes/like-button";
import { useSession } from "@/lib/session";

/**
 * company/{companyId}/: the company page. The profile is loaded before the page shows (an unknown
 * company is the 404 screen); its lists and similar employers load alongside, with skeletons.
 */
export const Route = createFileRoute("/$lang/company/$companyId/")({
  loader: async ({ context: { queryClient }, params }) => {
    const id = pathId(params.companyId);
    void queryClient.prefetchInfiniteQuery(companyListingsQueryOptions(id));
    void queryClient.prefetchInfiniteQuery(companyJobsQueryOptions(id));
    void queryClient.prefetchQuery(similarCompaniesQueryOptions(id));
    await orNotFound(queryClient.ensureQueryData(companyQueryOptions(id)));
  },
  pendingComponent: PageSkeleton,
  component: CompanyScreen,
});

function CompanyScreen() {
  const params = Route.useParams();
  const { b, expand } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: company } = useSuspenseQuery(companyQueryOptions(pathId(params.companyId)));
  const expanded = expand ?? [];
  const { data: session } = useSession();
  const signedIn = Boolean(session?.authenticated && session.user);

  const setExpanded = (section: CompanySection, open: boolean) => {
    const next = open ? [...new Set([...expanded, section])] : expanded.filter((s) => s !== section);
    void navigate({
      search: (previous) => ({ ...previous, expand: next.length > 0 ? next : undefined }),
      replace: true,
      resetScroll: false,
    });
  };

  return (
    <CompanyPage
      company={company}
      fromSearch={b === 1}
      expanded={expanded}
      onExpandedChange={setExpanded}
      likeButton={
        <>
          <LikeButton companyId={company.id} liked={company.liked} companyName={company.name} />
          {signedIn && <HideEmployerToggle companyId={company.id} companyName={company.name} />}
        </>
      }
    />
  );
}

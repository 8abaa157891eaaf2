import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { questionnaireListQueryOptions } from "@/features/questionnaires/api/questionnaires";
import { QuestionnaireList } from "@/features/questionnaires/components/questionnaire-list";

/** org/{slug}/questionnaires: filters `query` and `status` (list) in the URL (route.tsx parses them). */
export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/")({
  loaderDeps: ({ search }) => ({ query: search.query, status: search.status }),
  loader: ({ context, deps, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureInfiniteQueryData(questionnaireListQueryOptions(params.companyslug, deps)),
    ),
  component: OrgQuestionnairesScreen,
});

function OrgQuestionnairesScreen() {
  const { companyslug } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuestionnaireList
      slug={companyslug}
      plan={organization.plan}
      filters={{ query: search.query, status: search.status }}
      onFiltersChange={(update) =>
        void navigate({
          search: (previous) => {
            const next = update(previous);
            return { query: next.query, status: next.status };
          },
          replace: true,
        })
      }
    />
  );
}

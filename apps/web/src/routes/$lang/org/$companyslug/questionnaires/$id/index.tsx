import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { questionnaireQueryOptions } from "@/features/questionnaires/api/questionnaires";
import { QuestionnaireDetail } from "@/features/questionnaires/components/questionnaire-detail";

/** org/{slug}/questionnaires/{id}: headed by the questionnaire's name (the screen's title when it is not found). */
export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/$id/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(questionnaireQueryOptions(params.companyslug, params.id)),
    ),
  component: OrgQuestionnaireScreen,
});

function OrgQuestionnaireScreen() {
  const { companyslug, id } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const { data } = useSuspenseQuery(questionnaireQueryOptions(companyslug, id));
  return <QuestionnaireDetail slug={companyslug} plan={organization.plan} questionnaire={data} />;
}

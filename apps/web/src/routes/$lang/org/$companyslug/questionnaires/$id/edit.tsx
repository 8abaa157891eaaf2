import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { questionnaireQueryOptions } from "@/features/questionnaires/api/questionnaires";
import { QuestionnaireEditor } from "@/features/questionnaires/components/questionnaire-editor";

/** org/{slug}/questionnaires/{id}/edit: the questionnaire editor. */
export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/$id/edit")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(questionnaireQueryOptions(params.companyslug, params.id)),
    ),
  component: OrgQuestionnaireEditScreen,
});

function OrgQuestionnaireEditScreen() {
  const { companyslug, id } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const { data } = useSuspenseQuery(questionnaireQueryOptions(companyslug, id));
  return <QuestionnaireEditor slug={companyslug} plan={organization.plan} questionnaire={data} />;
}

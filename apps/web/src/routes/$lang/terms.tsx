import { createFileRoute } from "@tanstack/react-router";
import { LegalPage, loadLegalTexts } from "@/features/legal/components/legal-page";

export const Route = createFileRoute("/$lang/terms")({
  loader: ({ params }) => loadLegalTexts(params.lang),
  component: function TermsPage() {
    return <LegalPage page="terms" texts={Route.useLoaderData()} />;
  },
});

import { createFileRoute } from "@tanstack/react-router";
import { LegalPage, loadLegalTexts } from "@/features/legal/components/legal-page";

export const Route = createFileRoute("/$lang/imprint")({
  loader: ({ params }) => loadLegalTexts(params.lang),
  component: function ImprintPage() {
    return <LegalPage page="imprint" texts={Route.useLoaderData()} />;
  },
});

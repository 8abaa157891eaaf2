import { createFileRoute } from "@tanstack/react-router";
import { DataRequestForm } from "@/features/data-rights/components/data-request-form";
import { LegalPage, loadLegalTexts } from "@/features/legal/components/legal-page";

export const Route = createFileRoute("/$lang/privacy")({
  loader: ({ params }) => loadLegalTexts(params.lang),
  component: function PrivacyPage() {
    return (
      <div className="space-y-8">
        <LegalPage page="privacy" texts={Route.useLoaderData()} />
        <DataRequestForm />
      </div>
    );
  },
});

import { createFileRoute } from "@tanstack/react-router";
import { DataRequestForm } from "@/features/data-rights/components/data-request-form";
import { LegalPage } from "@/features/legal/components/legal-page";

export const Route = createFileRoute("/$lang/privacy")({
  component: () => (
    <div className="space-y-8">
      <LegalPage page="privacy" />
      <DataRequestForm />
    </div>
  ),
});

import { orgJobsSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/org/$companyslug/jobs")({
  validateSearch: orgJobsSearchParams,
});

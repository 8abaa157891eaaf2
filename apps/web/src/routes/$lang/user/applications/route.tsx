import { userApplicationsSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/user/applications")({
  validateSearch: userApplicationsSearchParams,
});

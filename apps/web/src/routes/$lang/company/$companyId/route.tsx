import { companySearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/company/$companyId")({
  validateSearch: companySearch,
});

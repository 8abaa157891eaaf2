import { companySearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";

/** company/{companyId}: `b` (came from the search) and `expand` (listing, job) for the company page. */
export const Route = createFileRoute("/$lang/company/$companyId")({
  validateSearch: companySearchParams,
});

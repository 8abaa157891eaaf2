import { contactSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/contact")({
  validateSearch: contactSearchParams,
});

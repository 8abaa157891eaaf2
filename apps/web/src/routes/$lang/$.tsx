import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/errors/not-found-page";

/** Any path no screen matches: the full-screen 404. */
export const Route = createFileRoute("/$lang/$")({
  staticData: { bare: true },
  component: NotFoundPage,
});

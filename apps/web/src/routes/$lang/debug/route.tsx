import { createFileRoute, notFound } from "@tanstack/react-router";
import { isDevelopment } from "@/lib/settings";

/** Debug screens exist only when the server runs in development mode; otherwise they are a 404. */
export const Route = createFileRoute("/$lang/debug")({
  beforeLoad: () => {
    if (!isDevelopment()) throw notFound();
  },
});

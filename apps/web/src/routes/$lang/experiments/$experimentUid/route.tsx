import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/experiments/$experimentUid")({
  // A layout: its children render in its outlet.
});

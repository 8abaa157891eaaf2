import { createFileRoute } from "@tanstack/react-router";
import { IndustriesTable } from "@/features/debug/components/industries-table";

export const Route = createFileRoute("/$lang/debug/industries")({
  component: IndustriesTable,
});

import { createFileRoute } from "@tanstack/react-router";
import { DesignSystemShowcase } from "@/features/debug/components/design-system-showcase";

export const Route = createFileRoute("/$lang/debug/dialogs")({
  component: DesignSystemShowcase,
});

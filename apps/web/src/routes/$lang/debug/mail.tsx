import { createFileRoute } from "@tanstack/react-router";
import { DevMailbox } from "@/features/debug/components/dev-mailbox";

export const Route = createFileRoute("/$lang/debug/mail")({
  component: DevMailbox,
});

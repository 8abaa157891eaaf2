import type { TApplicationDisplayStatus } from "@jobatlas/contract";
import { Archive, CircleCheck, CircleX, Undo2 } from "lucide-react";
import type { StatusLook } from "@/components/ui/status-badge";

/**
 * How an application's displayed status looks, for the organisation's and the seeker's badges:
 * the looks both share, with each side's own look of `pending` and `org_rejected`.
 */
export function applicationLooks(
  own: Pick<Record<TApplicationDisplayStatus, StatusLook>, "pending" | "org_rejected">,
): Record<TApplicationDisplayStatus, StatusLook> {
  return {
    active: { tone: "active", Icon: CircleCheck },
    archived: { tone: "closed", Icon: Archive },
    user_withdrawn: { tone: "closed", Icon: Undo2 },
    org_withdrawn: { tone: "closed", Icon: Undo2 },
    user_rejected: { tone: "closed", Icon: CircleX },
    ...own,
  };
}

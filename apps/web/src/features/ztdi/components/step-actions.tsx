import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A ZTDI step's row of buttons: the way aside (back, skip, edit) on the left, the step's submit on the right. */
export function StepActions({
  aside,
  onAside,
  submit,
  pending = false,
}: {
  aside: ReactNode;
  onAside: () => void;
  submit: ReactNode;
  pending?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-3">
      <Button variant="secondary" onClick={onAside}>
        {aside}
      </Button>
      <Button type="submit" disabled={pending}>
        {submit}
      </Button>
    </div>
  );
}

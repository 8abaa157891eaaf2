import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { ConfirmDialog } from "./dialog";

/**
 * A button (its icon, then `label`) that asks first: a ConfirmDialog whose confirm button says
 * `confirmLabel`, or the button's own label when the question needs no other word.
 */
export function ConfirmButton({
  icon: Icon,
  label,
  variant,
  disabled,
  confirmLabel,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmDialog>, "trigger" | "confirmLabel"> & {
  icon: LucideIcon;
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  confirmLabel?: ReactNode;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} disabled={disabled}>
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </Button>
      }
      confirmLabel={confirmLabel ?? label}
      {...dialog}
    />
  );
}

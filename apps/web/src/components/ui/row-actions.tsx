import { Pencil, Trash2 } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Button } from "./button";
import { ConfirmDialog } from "./dialog";

/** A list item's "edit" button: the short word shown, the item's name in the accessible name. */
export function EditButton({
  label,
  namedLabel,
  onClick,
}: {
  label: string;
  namedLabel: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={namedLabel}>
      <Pencil aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** A list item's "delete" button, asking first in a destructive confirmation dialog. */
export function DeleteButton({
  label,
  namedLabel,
  disabled,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  namedLabel: string;
  disabled: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={disabled} aria-label={namedLabel}>
          <Trash2 aria-hidden="true" className="size-4" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={onConfirm}
    />
  );
}

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "./button";
import { cn } from "./cn";

/** Radix dialog (focus trap, Escape, focus return, aria wiring) in the design system's look. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
          "overflow-y-auto rounded-lg border border-border bg-bg p-6 text-fg shadow-xl",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-surface hover:text-fg"
          aria-label={t("common.close")}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("pr-8 text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-sm text-muted", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/** The secondary button that closes its dialog without doing anything; "Cancel" unless told. */
export function DialogCancel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogClose asChild>
      <Button variant="secondary">{children ?? t("common.cancel")}</Button>
    </DialogClose>
  );
}

/**
 * A dialog with its title and description above `children`: opened by `trigger` (left out when the
 * caller opens it through `open`); the other props (role, className, …) go to DialogContent.
 * `children` mount only while it is open, so a form in it starts afresh each time.
 */
export function TitledDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  children,
  ...contentProps
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> & {
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...contentProps}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A yes/no question before an action; `destructive` for what cannot be undone. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <TitledDialog trigger={trigger} title={title} description={description} role="alertdialog">
      <DialogFooter>
        <DialogCancel />
        <DialogClose asChild>
          <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogClose>
      </DialogFooter>
    </TitledDialog>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "./button";

/**
 * A form's send button: disabled while the form sends (`state` is the form's `formState`, which
 * it reads, so the form follows the sending without reading it itself), saying `sendingLabel`
 * meanwhile ("Sending…" unless given); `icon` stays before the words.
 */
export function SubmitButton({
  state,
  sendingLabel,
  icon,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, "type"> & {
  state: { isSubmitting: boolean };
  sendingLabel?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sending = state.isSubmitting;
  return (
    <Button type="submit" disabled={sending || disabled} {...props}>
      {icon}
      {sending ? (sendingLabel ?? t("form.sending")) : children}
    </Button>
  );
}

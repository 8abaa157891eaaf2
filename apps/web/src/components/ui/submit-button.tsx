import { Save } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation, type TKey } from "@/lib/i18n";
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

type PrefixOf<K> = K extends `${infer Base}.saving` ? Base : never;
/** A catalogue part with a save button's words: `save` and `saving` ("jobs.edit"). */
export type SaveTexts = { [P in PrefixOf<TKey>]: `${P}.save` extends TKey ? P : never }[PrefixOf<TKey>];

/** An editor's "Save" button (with the save icon), saying "Saving…" while the form sends. */
export function SaveButton({ state, texts }: { state: { isSubmitting: boolean }; texts: SaveTexts }) {
  const { t } = useTranslation();
  return (
    <SubmitButton
      state={state}
      icon={<Save aria-hidden="true" className="size-5" />}
      sendingLabel={t(`${texts}.saving`)}
    >
      {t(`${texts}.save`)}
    </SubmitButton>
  );
}

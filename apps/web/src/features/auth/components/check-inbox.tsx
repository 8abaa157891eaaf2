import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";

/**
 * "Check your inbox" after sign-up or a sign-in request. It says the same whether or not the
 * address has an account (that one gets a sign-in mail, an unknown one an invitation): nothing
 * here tells which. Focus moves to the heading, so screen readers announce the new state.
 */
export function CheckInbox({ email, onAgain }: { email?: string; onAgain?: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="check-inbox-title" className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <MailCheck aria-hidden="true" className="size-10 text-accent" />
      <h2 id="check-inbox-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t("account.checkInbox.title")}
      </h2>
      <p className="max-w-prose text-lg">
        {email ? t("account.checkInbox.text", { email }) : t("account.checkInbox.textNoEmail")}
      </p>
      <p className="max-w-prose text-muted">{t("account.checkInbox.noMail")}</p>
      {onAgain && (
        <Button variant="secondary" onClick={onAgain}>
          {t("account.checkInbox.again")}
        </Button>
      )}
    </section>
  );
}

import { Link } from "@tanstack/react-router";
import { CircleCheck, ShieldAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { requestFailureOf } from "@/lib/form-errors";
import { ServiceError, ValidationError } from "@/lib/api-errors";
import { AccountPage } from "@/features/auth";
import { useRevertEmailChange } from "../api/email-revert";

/**
 * account/email-revert/{token}: the "this wasn't me" link mailed to the previous address after an
 * email change (ADR 056). Opening it changes nothing (mail scanners open links); the button
 * restores the previous address and signs the account out everywhere.
 */
export function EmailRevertScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revert = useRevertEmailChange();
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (revert.isSuccess) done.current?.focus();
  }, [revert.isSuccess]);

  const error = revert.error;
  const shown =
    error instanceof ValidationError
      ? { type: "service", message: t("account.emailRevert.invalid") }
      : error instanceof ServiceError
        ? { type: "service", message: error.detail }
        : requestFailureOf(error);

  return (
    <AccountPage title={t("screens.emailRevert.title")} intro={t("account.emailRevert.intro")}>
      {revert.isSuccess ? (
        <div className="space-y-4">
          <p
            ref={done}
            tabIndex={-1}
            role="status"
            className="flex gap-3 rounded-md border border-border bg-surface p-4 outline-none"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{t("account.emailRevert.done", { email: revert.data.email })}</span>
          </p>
          <Link to="/$lang/account/login" params={{ lang }} className={buttonClasses("primary")}>
            {t("account.emailRevert.signIn")}
          </Link>
        </div>
      ) : (
        <>
          <FormError error={shown} />
          <Button onClick={() => revert.mutate(token)} disabled={revert.isPending} aria-describedby="email-revert-why">
            <ShieldAlert aria-hidden="true" className="size-5" />
            {revert.isPending ? t("account.emailRevert.working") : t("account.emailRevert.submit")}
          </Button>
          <p id="email-revert-why" className="max-w-prose text-sm text-muted">
            {t("account.emailRevert.why")}
          </p>
        </>
      )}
      <p className="text-sm">
        {t("account.emailRevert.help")}{" "}
        <Link to="/$lang/contact" params={{ lang }} className="text-accent underline hover:text-accent-hover">
          {t("account.emailRevert.contact")}
        </Link>
      </p>
    </AccountPage>
  );
}

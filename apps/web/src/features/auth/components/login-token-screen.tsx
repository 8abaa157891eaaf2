import { AUTH_ERROR_CODES } from "@jobatlas/contract";
import { useNavigate } from "@tanstack/react-router";
import { CircleAlert, LogIn } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { requestFailureOf } from "@/lib/form-errors";
import { ServiceError, ValidationError } from "@/lib/api-errors";
import { safeNextPath } from "@/lib/session";
import { useCheckToken } from "@/features/auth/api/check-token";
import { AccountPage } from "./account-page";
import { CheckInbox } from "./check-inbox";
import { LoginForm } from "./login-form";

/** A token the server refused: invalid, used, expired, forged (ServiceError), or not even token-shaped. */
function isInvalidLink(error: unknown): boolean {
  return (
    (error instanceof ServiceError && error.code === AUTH_ERROR_CODES.loginTokenInvalid) ||
    error instanceof ValidationError
  );
}

/**
 * account/login-token/{token}: opening the link only shows this page; the token is spent by the
 * POST behind the button (ADR 007), so a mail scanner that fetches the link cannot use it up.
 * On success the session is refreshed and the user goes to the `next` the server returned.
 */
export function LoginTokenScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const checkToken = useCheckToken();
  const [sentTo, setSentTo] = useState<string>();

  const signIn = () =>
    checkToken.mutate(token, {
      onSuccess: ({ next }) => void navigate({ href: safeNextPath(next, lang), replace: true }),
    });

  const error = checkToken.error;
  const busy = checkToken.isPending || checkToken.isSuccess;

  if (error && isInvalidLink(error)) {
    return (
      <AccountPage title={t("screens.loginToken.title")}>
        <div role="alert" className="flex gap-3 rounded-md border border-danger bg-danger-soft p-4 text-fg">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="font-semibold">{t("account.loginToken.invalid")}</p>
        </div>
        {sentTo === undefined ? (
          <section aria-labelledby="request-new-link" className="space-y-4">
            <h2 id="request-new-link" className="text-xl font-semibold">
              {t("account.loginToken.requestNew")}
            </h2>
            <p className="text-muted">{t("account.loginToken.requestNewIntro")}</p>
            <LoginForm onSent={setSentTo} />
          </section>
        ) : (
          <CheckInbox email={sentTo} />
        )}
      </AccountPage>
    );
  }

  const otherError = requestFailureOf(error);

  return (
    <AccountPage title={t("screens.loginToken.title")} intro={t("account.loginToken.intro")}>
      <FormError error={otherError} />
      <Button onClick={signIn} disabled={busy} aria-describedby="login-token-why">
        <LogIn aria-hidden="true" className="size-5" />
        {busy ? t("account.loginToken.working") : t("account.loginToken.submit")}
      </Button>
      <p id="login-token-why" className="max-w-prose text-sm text-muted">
        {t("account.loginToken.why")}
      </p>
    </AccountPage>
  );
}

import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { useLogOut } from "@/features/auth/api/log-out";
import { AccountPage } from "./account-page";

/**
 * account/logout: signs out as soon as it is shown (POST /capi/logout, then the session and the
 * cached profile are reset) and says so, with a way to sign in again. The header's link leads
 * here; the POST runs on display only, never on a link's preload.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const logOut = useLogOut();
  const started = useRef(false);
  const { mutate } = logOut;

  useEffect(() => {
    // Once per visit, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const message = logOut.isSuccess
    ? t("account.logout.done")
    : logOut.isError
      ? t("account.logout.failed")
      : t("account.logout.working");

  return (
    <AccountPage title={t("screens.logout.title")}>
      {/* One live region whose text changes, so the outcome is announced. */}
      <p role="status" className="flex items-center gap-2 text-lg">
        {logOut.isSuccess && <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent" />}
        {logOut.isError && <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-danger" />}
        {message}
      </p>
      {logOut.isError && <Button onClick={() => mutate()}>{t("account.logout.retry")}</Button>}
      {logOut.isSuccess && (
        <div className="flex flex-wrap gap-3">
          <Link to="/$lang/account/login" params={{ lang }} className={buttonClasses("primary")}>
            {t("account.logout.signInAgain")}
          </Link>
          <Link to="/$lang/search" params={{ lang }} className={buttonClasses("secondary")}>
            {t("account.logout.toSearch")}
          </Link>
        </div>
      )}
    </AccountPage>
  );
}

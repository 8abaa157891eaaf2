import { useNavigate } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { safeNextPath } from "@/lib/session";
import { useLogOut } from "../api/log-out";

/**
 * account/login for someone who is signed in already: who they are, the way on (to `next`, else
 * the search) and a sign-out, after which the sign-in form shows (with `next` kept).
 */
export function SignedInNotice({
  user,
  next,
}: {
  user: { first_name: string; last_name: string; email: string };
  next?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const onward = safeNextPath(next, lang);
  return (
    <div className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <p className="flex items-start gap-2 text-lg">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
        <span>{t("account.login.signedIn", { name: `${user.first_name} ${user.last_name}`, email: user.email })}</span>
      </p>
      <p className="text-muted">{t("account.login.signedInOther")}</p>
      {logOut.isError && <FormError kind="failed" message={t("account.login.signOutFailed")} />}
      <div className="flex flex-wrap gap-3">
        <a
          href={onward}
          className={buttonClasses("primary")}
          onClick={(event) => {
            if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
              return;
            event.preventDefault();
            void navigate({ href: onward });
          }}
        >
          {onward === next ? t("account.login.continue") : t("account.login.toSearch")}
        </a>
        <Button variant="secondary" disabled={logOut.isPending} onClick={() => logOut.mutate()}>
          {t("account.login.signOut")}
        </Button>
      </div>
    </div>
  );
}

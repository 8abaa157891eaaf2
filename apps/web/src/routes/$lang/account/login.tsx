import { loginSearchParams } from "@jobatlas/contract/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { AccountPage } from "@/features/auth/components/account-page";
import { CheckInbox } from "@/features/auth/components/check-inbox";
import { LoginForm } from "@/features/auth/components/login-form";
import { SignedInNotice } from "@/features/auth/components/signed-in-notice";
import { statusQueryOptions, useSession } from "@/lib/session";

export const Route = createFileRoute("/$lang/account/login")({
  validateSearch: loginSearchParams,
  // Who is signed in decides what shows, so it is known before the screen renders; when the
  // status cannot be had, the form shows (signing in is what the visitor came for).
  loader: ({ context }) => context.queryClient.ensureQueryData(statusQueryOptions()).catch(() => undefined),
  component: LoginScreen,
});

const linkClasses = "font-medium text-accent underline hover:text-accent-hover";

/**
 * account/login?next=…&success=…: email → sign-in link. After sending, the URL gets
 * `success=true` (so a reload keeps the "check your inbox" state) and keeps `next`. Someone
 * signed in already is told so, with the way on and a sign-out instead of the form.
 */
function LoginScreen() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const { next, success } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [sentTo, setSentTo] = useState<string>();
  const { data: session } = useSession();

  if (session?.authenticated && session.user) {
    return (
      <AccountPage title={t("screens.login.title")}>
        <SignedInNotice user={session.user} next={next} />
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t("screens.login.title")} intro={success ? undefined : t("account.login.intro")}>
      {success ? (
        <CheckInbox
          email={sentTo}
          onAgain={() => {
            setSentTo(undefined);
            void navigate({ search: { next }, replace: true });
          }}
        />
      ) : (
        <>
          <LoginForm
            next={next}
            onSent={(email) => {
              setSentTo(email);
              void navigate({ search: { next, success: true } });
            }}
          />
          <div className="space-y-2 border-t border-border pt-6 text-sm">
            <p>
              {t("account.login.noAccount")}{" "}
              <Link to="/$lang/account/signup" params={{ lang }} search={{ next }} className={linkClasses}>
                {t("account.login.signUp")}
              </Link>
            </p>
            <p>
              {t("account.login.hiring")}{" "}
              <Link to="/$lang/account/signup/company" params={{ lang }} className={linkClasses}>
                {t("account.login.openCompany")}
              </Link>
            </p>
          </div>
        </>
      )}
    </AccountPage>
  );
}

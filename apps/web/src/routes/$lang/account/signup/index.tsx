import { signupSearchParams } from "@jobatlas/contract/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { AccountPage } from "@/features/auth/components/account-page";
import { SignupForm } from "@/features/auth/components/signup-form";

export const Route = createFileRoute("/$lang/account/signup/")({
  validateSearch: signupSearchParams,
  component: SignupScreen,
});

const linkClasses = "font-medium text-accent underline hover:text-accent-hover";

function SignupScreen() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const { next } = Route.useSearch();
  return (
    <AccountPage title={t("screens.signup.title")} intro={t("account.signup.intro")}>
      <SignupForm next={next} />
      <div className="space-y-2 border-t border-border pt-6 text-sm">
        <p>
          {t("account.signup.haveAccount")}{" "}
          <Link to="/$lang/account/login" params={{ lang }} search={{ next }} className={linkClasses}>
            {t("account.signup.signIn")}
          </Link>
        </p>
        <p>
          {t("account.signup.hiring")}{" "}
          <Link to="/$lang/account/signup/company" params={{ lang }} className={linkClasses}>
            {t("account.signup.openCompany")}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}

import { signupCompanySearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { AccountPage } from "@/features/auth/components/account-page";
import { CompanySignupForm } from "@/features/auth/components/company-signup-form";

/** The account-opening page with plan choice (ADR 007: a child of account/signup). */
export const Route = createFileRoute("/$lang/account/signup/company")({
  validateSearch: signupCompanySearchParams,
  component: CompanySignupScreen,
});

function CompanySignupScreen() {
  const { t } = useTranslation();
  const { plan } = Route.useSearch();
  return (
    <AccountPage title={t("screens.signupCompany.title")} intro={t("account.company.intro")} wide>
      <CompanySignupForm plan={plan} />
    </AccountPage>
  );
}

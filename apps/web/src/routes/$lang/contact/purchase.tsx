import { contactPurchaseSearchParams } from "@jobatlas/contract/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans, useTranslation } from "@/lib/i18n";
import { ContactForm } from "@/features/contact/components/contact-form";
import { useDocumentTitle } from "@/lib/document-title";

export const Route = createFileRoute("/$lang/contact/purchase")({
  validateSearch: contactPurchaseSearchParams,
  component: ContactPurchaseScreen,
});

/**
 * contact/purchase?plan=…: a valid plan (free, pro, recruiter, enterprise) shows the purchase
 * request for that plan; anything else shows the plain contact form (spec §2).
 */
function ContactPurchaseScreen() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const { plan, registeredCompanyId } = Route.useSearch();
  const title = plan ? t("contact.purchase.title", { plan: t(`plans.${plan}`) }) : t("screens.contact.title");
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {plan ? (
          <p className="text-lg text-muted">{t("contact.purchase.intro")}</p>
        ) : (
          <>
            <p className="text-lg text-muted">{t("contact.intro")}</p>
            <p>
              <Trans
                i18nKey="contact.purchase.plainNote"
                components={{
                  open: (
                    <Link
                      to="/$lang/account/signup/company"
                      params={{ lang }}
                      className="text-accent underline hover:text-accent-hover"
                    />
                  ),
                }}
              />
            </p>
          </>
        )}
      </header>
      {/* Keyed by the plan, so switching plans starts a fresh form. */}
      <ContactForm key={plan ?? "contact"} plan={plan} registeredCompanyId={registeredCompanyId} />
    </div>
  );
}

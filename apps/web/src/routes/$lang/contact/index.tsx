import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { ContactForm } from "@/features/contact/components/contact-form";
import { useDocumentTitle } from "@/lib/document-title";

export const Route = createFileRoute("/$lang/contact/")({
  component: ContactScreen,
});

function ContactScreen() {
  const { t } = useTranslation();
  const { registeredCompanyId } = Route.useSearch();
  const title = t("screens.contact.title");
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg text-muted">{t("contact.intro")}</p>
        {registeredCompanyId && <p>{t("contact.registeredCompany", { id: registeredCompanyId })}</p>}
      </header>
      <ContactForm registeredCompanyId={registeredCompanyId} />
    </div>
  );
}

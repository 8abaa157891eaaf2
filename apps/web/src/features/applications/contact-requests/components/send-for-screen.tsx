import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { applicationOrganizationQueryOptions } from "../api/contact-requests";
import { ApplicationById, ApplicationNotFound, applicationPathId } from "./application-by-id";
import { ContactRequestScreen } from "./contact-request-screen";
import { ScreenFrame } from "@/components/ui/screen-frame";

/**
 * contact-requests/send-for/{applicationId}: the spec's route for sending a contact request names
 * no organisation, so the one of the user's organisations that has the application is looked up
 * (the last used first); then it is the same form as org/{slug}/applications/{id}/contact.
 * Signed out, the screen asks to sign in and comes back here.
 */
export function SendForScreen({ idParam }: { idParam: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const next = useLocation({ select: (location) => location.href });
  const session = useSession();
  const slugs = session.data?.organizations?.map((org) => org.slug) ?? [];
  const id = applicationPathId(idParam);
  const signedIn = session.data?.authenticated === true;
  const owner = useQuery({
    ...applicationOrganizationQueryOptions(slugs, id ?? 0),
    enabled: id !== undefined && signedIn,
  });
  if (session.data && !signedIn) {
    return (
      <ScreenFrame screen="contactRequestSend">
        <p className="max-w-prose">{t("contactRequests.sendFor.signIn")}</p>
        <Link to="/$lang/account/login" params={{ lang }} search={{ next }} className={buttonClasses("primary")}>
          <LogIn aria-hidden="true" className="size-5" />
          {t("nav.signIn")}
        </Link>
      </ScreenFrame>
    );
  }
  if (id === undefined || owner.data === null) {
    return (
      <ApplicationNotFound
        slug={undefined}
        screen="contactRequestSend"
        text={id === undefined ? undefined : t("contactRequests.sendFor.noOrganization")}
      />
    );
  }
  if (owner.data) {
    const slug = owner.data;
    return (
      <ApplicationById slug={slug} idParam={idParam} screen="contactRequestSend">
        {(data) => <ContactRequestScreen slug={slug} data={data} screen="contactRequestSend" />}
      </ApplicationById>
    );
  }
  return (
    <ScreenFrame screen="contactRequestSend">
      {owner.isError || session.isError ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-4">
          {t("contactRequests.candidate.loadFailed")}
        </p>
      ) : (
        <p role="status" className="text-muted">
          {t("contactRequests.candidate.loading")}
        </p>
      )}
    </ScreenFrame>
  );
}

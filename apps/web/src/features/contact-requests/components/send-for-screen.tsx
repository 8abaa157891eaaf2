import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/session";
import { applicationOrganizationQueryOptions } from "../api/contact-requests";
import { ApplicationById, ApplicationNotFound, applicationPathId, ScreenFrame } from "./application-by-id";
import { ContactRequestScreen } from "./contact-request-screen";

/**
 * contact-requests/send-for/{applicationId}: the spec's route for sending a contact request names
 * no organisation, so the one of the user's organisations that has the application is looked up
 * (the last used first); then it is the same form as org/{slug}/applications/{id}/contact.
 */
export function SendForScreen({ idParam }: { idParam: string }) {
  const { t } = useTranslation();
  const slugs = useSession().data?.organizations?.map((org) => org.slug) ?? [];
  const id = applicationPathId(idParam);
  const owner = useQuery({ ...applicationOrganizationQueryOptions(slugs, id ?? 0), enabled: id !== undefined });
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
      {owner.isError ? (
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

import type { TMyApplication } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { ChangeHeader } from "@/components/ui/detail-header";
import { ApplicationStatusBadge } from "./application-status-badge";
import { applicationSubject } from "./my-applications-screen";

/** The header of a screen that changes one of the seeker's applications (edit, withdraw): what it is for and its status. */
export function ApplicationChangeHeader({ title, application }: { title: string; application: TMyApplication }) {
  const { t } = useTranslation();
  return (
    <ChangeHeader
      title={title}
      subject={
        <>
          {applicationSubject(application, t)} <ApplicationStatusBadge status={application.displayed_status} />
        </>
      }
    />
  );
}

import { useParams } from "@tanstack/react-router";
import { FileArchive } from "lucide-react";
import { useState } from "react";
import { APPLICATIONS_ZIP_MAX } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { downloadApplicationsZip } from "@/features/applications/contact-requests/api/contact-requests";

/**
 * "Download N PDFs as ZIP" (POST /capi/org/applications/pdf-zip, ADR 093): one merged PDF per
 * application — its attachments appended — in the UI language, for the organisation of the page.
 * Disabled without ids (and past the 50 one ZIP takes); says how many; a failure is a toast.
 */
export function DownloadZipButton({
  applicationIds,
  variant = "secondary",
}: {
  applicationIds: number[];
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const { companyslug } = useParams({ strict: false });
  const [busy, setBusy] = useState(false);
  const count = applicationIds.length;
  const download = async () => {
    if (!companyslug) return;
    setBusy(true);
    try {
      await downloadApplicationsZip(companyslug, applicationIds);
    } catch {
      toast.error(t("applicationsZip.failed"));
    } finally {
      setBusy(false);
    }
  };
  const label = count === 0 ? t("applicationsZip.none") : t("applicationsZip.download", { count });
  return (
    <Button
      variant={variant}
      onClick={() => void download()}
      disabled={busy || count === 0 || count > APPLICATIONS_ZIP_MAX || !companyslug}
      aria-busy={busy}
    >
      <FileArchive aria-hidden="true" className="size-5 shrink-0" />
      {busy ? t("applicationsZip.downloading") : label}
    </Button>
  );
}

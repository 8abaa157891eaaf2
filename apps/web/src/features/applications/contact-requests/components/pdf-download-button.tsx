import { FileDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { downloadApplicationPdf } from "../api/contact-requests";

/**
 * "Download PDF" for an application (GET /capi/org/applications/{id}/pdf): fetched with the
 * organisation and the UI language, so the PDF is in the employer's language, then saved as
 * application-{id}.pdf. For the candidate profile and the contact and reject screens.
 */
export function ApplicationPdfButton({
  slug,
  applicationId,
  variant = "secondary",
}: {
  slug: string;
  applicationId: number;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApplicationPdf(slug, applicationId);
    } catch {
      toast.error(t("contactRequests.pdf.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <FileDown aria-hidden="true" className="size-5" />
      {busy ? t("contactRequests.pdf.downloading") : t("contactRequests.pdf.download")}
    </Button>
  );
}

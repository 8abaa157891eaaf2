import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { useExportMyData } from "../api/data-rights";
import { saveExport } from "../download";

/** Downloads everything held about the signed-in user as a JSON file. */
export function ExportButton() {
  const { t } = useTranslation();
  const exportData = useExportMyData();
  return (
    <Button
      variant="secondary"
      disabled={exportData.isPending}
      onClick={() =>
        exportData.mutate(undefined, {
          onSuccess: (data) => toast.success(t("dataRights.yourData.exported", { file: saveExport(data) })),
        })
      }
    >
      {exportData.isPending ? t("dataRights.yourData.exporting") : t("dataRights.yourData.export")}
    </Button>
  );
}

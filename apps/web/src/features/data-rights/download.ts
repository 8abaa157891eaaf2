import { dataExportFileName, type TDataExport } from "@jobatlas/contract";
import { zurichToday } from "@/lib/format";

/** Saves an export as a JSON file (a real download: the browser's own save). */
export function saveExport(data: TDataExport, now = new Date()): string {
  const name = dataExportFileName(zurichToday(now));
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Late enough for the browser to have started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

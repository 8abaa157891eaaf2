import { toast } from "sonner";
import { i18n } from "./i18n";

/** The shared toast for a failed save (spec §8: 'Could not save'). */
export function toastSaveFailed(): void {
  toast.error(i18n.t("toasts.saveFailed"), { id: "save-failed" });
}

/** The shared toast for a failed delete (spec §8: 'Could not delete'). */
export function toastDeleteFailed(): void {
  toast.error(i18n.t("toasts.deleteFailed"), { id: "delete-failed" });
}

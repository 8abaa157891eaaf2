import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@jobatlas/contract";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/lib/theme";

/** Sonner with the spec's defaults: 4000 ms, at most 3 toasts visible (spec §9). */
export function Toaster() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  return (
    <Sonner
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      theme={theme}
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel={t("toasts.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.close") }}
    />
  );
}

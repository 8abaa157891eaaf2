import { TOAST_DURATION_MS, TOASTS_VISIBLE } from "@jobatlas/contract";
import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "@/lib/toasts";
import { useTheme } from "@/lib/theme";

/**
 * Sonner with the spec's defaults: 4000 ms, at most 3 toasts visible (spec §9). Loaded with the
 * first toast (ToasterHost); its effect runs after sonner's, which then listens for toasts.
 */
export default function Toaster() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  useEffect(() => toasterMounted(), []);
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

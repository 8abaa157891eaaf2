import { Wrench } from "lucide-react";
import { useTranslation } from "@/lib/i18n";

export function DebugBadge() {
  const { t } = useTranslation();
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-input px-2.5 py-0.5 text-xs font-medium text-muted">
      <Wrench aria-hidden="true" className="size-3.5" />
      {t("debug.badge")}
    </p>
  );
}

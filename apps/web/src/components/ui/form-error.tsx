import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A whole-form error (a server `__root__` entry, kept by react-hook-form under `root.server`). */
export function FormError({ message }: { message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-danger bg-danger-soft p-3 text-sm text-fg">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{t("form.rootErrorTitle")}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}

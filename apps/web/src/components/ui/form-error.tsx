import { CircleAlert } from "lucide-react";
import { useTranslation } from "@/lib/i18n";

/**
 * A whole-form error: a server `__root__` entry, a rate limit, a refused request or a network
 * failure, kept by react-hook-form under `root.server` (see applyApiError). `kind` is that
 * error's `type` and picks the heading; pass the error itself as `error={errors.root?.server}`.
 */
export function FormError({
  message,
  kind,
  error,
}: {
  message?: string;
  kind?: string;
  error?: { message?: string; type?: string | number };
}) {
  const { t } = useTranslation();
  const text = message ?? error?.message;
  const type = kind ?? (typeof error?.type === "string" ? error.type : undefined);
  if (!text) return null;
  const title =
    type === "rateLimited"
      ? t("form.rateLimitedTitle")
      : type === "network" || type === "failed" || type === "service" || type === "signedOut"
        ? t("form.failedTitle")
        : t("form.rootErrorTitle");
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-danger bg-danger-soft p-3 text-sm text-fg">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}

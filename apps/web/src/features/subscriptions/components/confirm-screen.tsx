import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { confirmSubscription } from "../api/subscriptions";
import { subscriptionServiceMessage } from "./subscription-form";

/** subscriptions/confirm?token=…: the visitor's double opt-in link; confirms at once (idempotent). */
export function ConfirmSubscriptionScreen({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("subscriptions.confirm.title");
  useDocumentTitle(title);
  const confirm = useMutation({
    mutationFn: (value: string) => confirmSubscription(value),
    meta: { errorToast: false },
  });
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body: React.ReactNode;
  if (!token) body = <p role="alert">{t("subscriptions.confirm.noToken")}</p>;
  else if (confirm.isSuccess)
    body = (
      <p role="status" className="rounded-md border border-border bg-surface p-4">
        {t(
          confirm.data.status === "confirmed"
            ? "subscriptions.confirm.confirmed"
            : "subscriptions.confirm.alreadyConfirmed",
        )}
      </p>
    );
  else if (confirm.isError)
    body = (
      <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4">
        {confirm.error instanceof ServiceError
          ? subscriptionServiceMessage(confirm.error.code, confirm.error.detail)
          : t("subscriptions.unsubscribe.failed")}
      </p>
    );
  else body = <p role="status">{t("subscriptions.confirm.working")}</p>;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {body}
      <Link to="/$lang/search" params={{ lang }} className={buttonClasses("secondary")}>
        {t("subscriptions.confirm.toSearch")}
      </Link>
    </div>
  );
}

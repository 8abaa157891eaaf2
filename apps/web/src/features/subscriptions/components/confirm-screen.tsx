import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BellRing } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { confirmSubscription } from "../api/subscriptions";
import { subscriptionServiceMessage } from "./subscription-form";

/**
 * subscriptions/confirm?token=…: the visitor's double opt-in link. Opening it only shows this page;
 * the POST behind the button confirms (idempotent), so a mail scanner that fetches the link cannot
 * start an alert — as the sign-in link page does (ADR 007, ADR 055).
 */
export function ConfirmSubscriptionScreen({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("subscriptions.confirm.title");
  useDocumentTitle(title);
  const confirm = useMutation({
    mutationFn: (value: string) => confirmSubscription(value),
    meta: { errorToast: false },
  });
  const busy = confirm.isPending || confirm.isSuccess;

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
  else
    body = (
      <>
        {confirm.isError && (
          <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4">
            {confirm.error instanceof ServiceError
              ? subscriptionServiceMessage(confirm.error.code, confirm.error.detail)
              : t("subscriptions.unsubscribe.failed")}
          </p>
        )}
        {!(confirm.error instanceof ServiceError) && (
          <div className="space-y-4">
            <p className="max-w-prose">{t("subscriptions.confirm.intro")}</p>
            <Button onClick={() => confirm.mutate(token)} disabled={busy} aria-describedby="subscription-confirm-why">
              <BellRing aria-hidden="true" className="size-5" />
              {busy ? t("subscriptions.confirm.working") : t("subscriptions.confirm.submit")}
            </Button>
            <p id="subscription-confirm-why" className="max-w-prose text-sm text-muted">
              {t("subscriptions.confirm.why")}
            </p>
          </div>
        )}
      </>
    );

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

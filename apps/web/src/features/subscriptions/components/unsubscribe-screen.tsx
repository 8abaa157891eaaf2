import type { TLanguage } from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { RateLimitedError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { unsubscribe } from "../api/subscriptions";
import { isEmailAddress } from "../subscription-form";

function Notice({ tone, children }: { tone: "ok" | "error" | "info"; children: React.ReactNode }) {
  const Icon = tone === "ok" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "flex gap-3 rounded-md border border-danger bg-danger-soft p-4"
          : "flex gap-3 rounded-md border border-border bg-surface p-4"
      }
    >
      <Icon aria-hidden="true" className={tone === "error" ? "size-5 shrink-0 text-danger" : "size-5 shrink-0"} />
      <div>{children}</div>
    </div>
  );
}

/**
 * subscriptions/unsubscribe?email=…&token=…: the link of every alert mail. A missing or malformed
 * address gets a clear message (no call). With the mailed token it unsubscribes at once, without
 * sign-in (a second visit says it is done already); without a valid token it offers to mail a
 * confirmation link to the address, so nobody can unsubscribe someone else.
 */
export function UnsubscribeScreen({ email, token }: { email: string | undefined; token: string | undefined }) {
  const { t } = useTranslation();
  const lang: TLanguage = useLanguage();
  const title = t("screens.unsubscribe.title");
  useDocumentTitle(title);
  const address = email?.trim() ?? "";
  const valid = address !== "" && isEmailAddress(address);
  const withToken = useMutation({
    mutationFn: () => unsubscribe({ email: address, token, language: lang }),
    meta: { errorToast: false },
  });
  const askConfirmation = useMutation({
    mutationFn: () => unsubscribe({ email: address, language: lang }),
    meta: { errorToast: false },
  });
  const started = useRef(false);
  useEffect(() => {
    if (!valid || !token || started.current) return;
    started.current = true;
    withToken.mutate();
  }, [valid, token, withToken]);

  const status = withToken.data?.status;
  const needsConfirmation = valid && (!token || status === "confirmation_sent");

  let body: React.ReactNode;
  if (address === "") body = <Notice tone="error">{t("subscriptions.unsubscribe.missingEmail")}</Notice>;
  else if (!valid) body = <Notice tone="error">{t("subscriptions.unsubscribe.malformedEmail")}</Notice>;
  else if (token && withToken.isPending) body = <p role="status">{t("subscriptions.unsubscribe.working")}</p>;
  else if (status === "unsubscribed") body = <Notice tone="ok">{t("subscriptions.unsubscribe.done")}</Notice>;
  else if (status === "already_unsubscribed")
    body = <Notice tone="ok">{t("subscriptions.unsubscribe.already")}</Notice>;
  else if (withToken.isError) body = <Notice tone="error">{t("subscriptions.unsubscribe.failed")}</Notice>;
  else if (needsConfirmation) {
    body = askConfirmation.isSuccess ? (
      <Notice tone="ok">{t("subscriptions.unsubscribe.sent")}</Notice>
    ) : (
      <div className="space-y-3">
        <p className="max-w-prose">{t("subscriptions.unsubscribe.noToken")}</p>
        {askConfirmation.isError && (
          <Notice tone="error">
            {askConfirmation.error instanceof RateLimitedError
              ? askConfirmation.error.detail
              : t("subscriptions.unsubscribe.failed")}
          </Notice>
        )}
        <Button disabled={askConfirmation.isPending} onClick={() => askConfirmation.mutate()}>
          {askConfirmation.isPending ? t("form.sending") : t("subscriptions.unsubscribe.send")}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {valid && <p className="wrap-anywhere">{t("subscriptions.unsubscribe.intro", { email: address })}</p>}
      {body}
      <p>
        <Link to="/$lang/user/subscriptions" params={{ lang }} className="underline">
          {t("subscriptions.unsubscribe.manage")}
        </Link>
      </p>
    </div>
  );
}

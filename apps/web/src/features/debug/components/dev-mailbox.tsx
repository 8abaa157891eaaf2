import type { TDebugMail } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Inbox, RefreshCw } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { LinkifiedText } from "@/components/ui/linkified-text";
import { useDocumentTitle } from "@/lib/document-title";
import { formatMoment } from "@/lib/format";
import { sameSitePath } from "@/lib/linkify";
import { getAppSettings } from "@/lib/settings";
import { debugMailQueryOptions } from "@/features/debug/api/get-debug-mail";
import { DebugBadge } from "./debug-badge";
import { SegmentOption } from "@/components/ui/segment-option";

function useFormatTime() {
  const lang = useLanguage();
  return (iso: string) => formatMoment(iso, lang, { seconds: true });
}

/** Links to our own site open on the host the browser is on (the mail says PUBLIC_URL). */
function useOwnOrigins(): string[] {
  return useMemo(() => {
    const origins = [window.location.origin];
    try {
      origins.push(new URL(getAppSettings().publicUrl).origin);
    } catch {
      // no usable public URL: links stay as written
    }
    return origins;
  }, []);
}

const STATUS_CLASSES: Record<TDebugMail["status"], string> = {
  pending: "border-input text-muted",
  sent: "border-accent text-accent",
  failed: "border-danger text-danger",
};

function StatusBadge({ status }: { status: TDebugMail["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={cn("rounded-full border px-2 py-0.5 text-xs font-medium", STATUS_CLASSES[status])}>
      {t(`debug.mail.statuses.${status}`)}
    </span>
  );
}

function MailView({ mail }: { mail: TDebugMail }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const origins = useOwnOrigins();
  const [format, setFormat] = useState<"text" | "html">("text");
  const formatName = useId();
  return (
    <article aria-labelledby="mail-subject" className="min-w-0 space-y-4 rounded-lg border border-border p-5">
      <h2 id="mail-subject" className="text-xl font-semibold break-words">
        {mail.subject}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t("debug.mail.to")}</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-muted">{t("debug.mail.time")}</dt>
        <dd>
          <time dateTime={mail.created_at}>{formatTime(mail.created_at)}</time>
        </dd>
        <dt className="text-muted">{t("debug.mail.status")}</dt>
        <dd>
          <StatusBadge status={mail.status} />
        </dd>
        <dt className="text-muted">{t("debug.mail.template")}</dt>
        <dd className="font-mono">{mail.template}</dd>
      </dl>
      <fieldset className="flex w-fit rounded-md border border-border p-0.5 text-sm">
        <legend className="sr-only">{t("debug.mail.format")}</legend>
        {(["text", "html"] as const).map((option) => (
          <SegmentOption
            key={option}
            name={formatName}
            value={option}
            checked={format === option}
            onSelect={() => setFormat(option)}
            className={cn("px-3 py-1", format === option && "font-medium")}
          >
            {t(`debug.mail.${option}`)}
          </SegmentOption>
        ))}
      </fieldset>
      {format === "text" ? (
        <div className="rounded-md bg-surface p-4 font-mono text-sm whitespace-pre-wrap break-words">
          <LinkifiedText text={mail.text} mapHref={(href) => sameSitePath(href, origins)} />
        </div>
      ) : (
        // The mail's HTML never runs in our page: a sandboxed frame without scripts or same origin.
        <iframe
          title={t("debug.mail.htmlFrame")}
          sandbox=""
          srcDoc={mail.html}
          className="h-[32rem] w-full rounded-md border border-border bg-white"
        />
      )}
    </article>
  );
}

/** debug/mail: the development mailbox — every mail of the outbox, and the chosen one's text with live links. */
export function DevMailbox() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  useDocumentTitle(t("debug.mail.title"));
  const mails = useQuery(debugMailQueryOptions());
  const [selectedId, setSelectedId] = useState<number>();
  const items = mails.data?.items ?? [];
  const selected = items.find((mail) => mail.id === selectedId);

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <DebugBadge />
        <h1 className="text-3xl font-bold tracking-tight">{t("debug.mail.title")}</h1>
        <p className="max-w-prose text-muted">{t("debug.mail.description")}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="mail-list" className="min-w-0 space-y-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="mail-list" className="text-lg font-semibold">
              {t("debug.mail.list")}{" "}
              <span className="text-sm font-normal text-muted">
                ({t("debug.mail.count", { count: mails.data?.count ?? 0 })})
              </span>
            </h2>
            <Button variant="secondary" size="sm" onClick={() => void mails.refetch()} disabled={mails.isFetching}>
              <RefreshCw aria-hidden="true" className={cn("size-4", mails.isFetching && "animate-spin")} />
              {t("debug.mail.refresh")}
            </Button>
          </div>
          {mails.isPending ? (
            <p className="text-muted">{t("common.loading")}</p>
          ) : mails.isError ? (
            <p role="alert" className="text-danger">
              {t("form.sendFailed")}
            </p>
          ) : items.length === 0 ? (
            <p className="flex items-center gap-2 text-muted">
              <Inbox aria-hidden="true" className="size-5" />
              {t("debug.mail.empty")}
            </p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {items.map((mail) => (
                <li key={mail.id}>
                  <button
                    type="button"
                    aria-pressed={mail.id === selectedId}
                    onClick={() => setSelectedId(mail.id)}
                    className={cn(
                      "block w-full space-y-1 px-4 py-3 text-left hover:bg-surface",
                      mail.id === selectedId && "bg-surface",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-muted">{mail.to}</span>
                      <StatusBadge status={mail.status} />
                    </span>
                    <span className="block font-medium break-words">{mail.subject}</span>
                    <time dateTime={mail.created_at} className="block text-xs text-muted">
                      {formatTime(mail.created_at)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? (
          <MailView key={selected.id} mail={selected} />
        ) : (
          <p className="text-muted">{t("debug.mail.choose")}</p>
        )}
      </div>
    </div>
  );
}

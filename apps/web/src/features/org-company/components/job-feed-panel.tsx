import type { TJobFeedSetting } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { TitledSection } from "@/components/ui/titled-section";
import { copyText } from "@/lib/clipboard";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { jobFeedQueryOptions, useSetJobFeed } from "../api/job-feed";

type FeedUrl = keyof TJobFeedSetting["urls"];
const OWN: FeedUrl[] = ["own_xml", "own_json"];
const GLOBAL: FeedUrl[] = ["global_xml", "global_json", "schema"];

/** A feed's address in a read-only field, with a copy button and a status line screen readers hear. */
function FeedAddress({ kind, url }: { kind: FeedUrl; url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <div className="space-y-1">
      <label htmlFor={`${id}-url`} className="block text-sm font-medium">
        {t(`orgJobFeed.urls.${kind}`)}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-url`}
          ref={field}
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
        />
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-status`}
          onClick={async () => setState((await copyText(url, field.current)) ? "copied" : "failed")}
        >
          {state === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t("orgJobFeed.copy")}
          <span className="sr-only">: {t(`orgJobFeed.urls.${kind}`)}</span>
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className={cn("text-sm", state === "failed" ? "text-danger" : "text-muted")}>
        {state === "copied" && t("orgJobFeed.copied")}
        {state === "failed" && t("orgJobFeed.copyFailed")}
      </p>
    </div>
  );
}

/** The setting as a small form of its own: one checkbox and its save button. */
function TakePartForm({ slug, inJobFeed }: { slug: string; inJobFeed: boolean }) {
  const { t } = useTranslation();
  const save = useSetJobFeed(slug);
  const [checked, setChecked] = useState(inJobFeed);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ in_job_feed: checked });
      toast.success(t(saved.in_job_feed ? "orgJobFeed.savedIn" : "orgJobFeed.savedOut"));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="max-w-prose space-y-3">
      <FormError message={error} />
      <Checkbox
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
        aria-describedby="org-job-feed-hint"
        label={t("orgJobFeed.takePart")}
      />
      <p id="org-job-feed-hint" className="pl-6 text-sm text-muted">
        {t("orgJobFeed.takePartHint")}
      </p>
      <Button type="submit" disabled={save.isPending || checked === inJobFeed}>
        {save.isPending ? t("form.sending") : t("orgJobFeed.save")}
      </Button>
    </form>
  );
}

/**
 * The company tab's job feeds (issue 30 point 4): whether the organisation's active listings go
 * out in the global feed other boards and search engines read, and the addresses of its own feed
 * (always available) and the global one to copy. Owners and admins only.
 */
export function JobFeedPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const setting = useQuery(jobFeedQueryOptions(slug));
  if (!setting.data) return setting.isError ? <FormError message={setting.error.message} /> : null;
  const { in_job_feed: inJobFeed, urls } = setting.data;
  return (
    <TitledSection id="org-job-feed-title" title={t("orgJobFeed.title")} className="space-y-4">
      <p className="max-w-prose">{t("orgJobFeed.intro")}</p>
      <TakePartForm key={String(inJobFeed)} slug={slug} inJobFeed={inJobFeed} />
      <div className="max-w-2xl space-y-3">
        <h3 className="font-semibold">{t("orgJobFeed.ownTitle")}</h3>
        {OWN.map((kind) => (
          <FeedAddress key={kind} kind={kind} url={urls[kind]} />
        ))}
        <h3 className="pt-2 font-semibold">{t("orgJobFeed.globalTitle")}</h3>
        {GLOBAL.map((kind) => (
          <FeedAddress key={kind} kind={kind} url={urls[kind]} />
        ))}
      </div>
    </TitledSection>
  );
}

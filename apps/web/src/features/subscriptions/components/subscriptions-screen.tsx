import { isIndustryCode, type TSubscription } from "@jobatlas/contract";
import { industryLabel } from "@/lib/industries";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { DeleteButton, EditButton } from "@/components/ui/row-actions";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDay } from "@/lib/format";
import {
  subscriptionsQueryOptions,
  subscriptionSuggestionQueryOptions,
  useCreateSubscription,
  useDeleteSubscription,
  useUpdateSubscription,
} from "../api/subscriptions";
import { subscriptionRequestOf } from "../subscription-form";
import { SubscriptionForm } from "./subscription-form";

/** "Informatiker" or "All jobs": the alert's name in the list and its buttons. */
function useAlertName() {
  const { t } = useTranslation();
  return (s: TSubscription) => (s.query.trim() === "" ? t("subscriptions.criteria.all") : s.query);
}

function SubscriptionCard({ subscription, onEdit }: { subscription: TSubscription; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const nameOf = useAlertName();
  const update = useUpdateSubscription();
  const remove = useDeleteSubscription();
  const name = nameOf(subscription);
  const headingId = `subscription-${subscription.id}`;
  const toggle = async () => {
    const active = !subscription.active;
    try {
      await update.mutateAsync({ id: subscription.id, changes: { active } });
      toast.success(t(active ? "subscriptions.actions.activated" : "subscriptions.actions.paused"));
    } catch {
      toast.error(t("form.sendFailed"));
    }
  };
  const sectors = subscription.sectors.map((code) => industryLabel(code, lang) ?? code);
  return (
    <article
      id={`subscription-${subscription.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 space-y-3 rounded-lg border border-border p-4 target:ring-2 target:ring-accent"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {name}
        </h3>
        <span
          className={
            subscription.active
              ? "rounded-full bg-accent px-2 py-0.5 text-sm font-medium text-accent-fg"
              : "rounded-full border border-border px-2 py-0.5 text-sm text-muted"
          }
        >
          {t(subscription.active ? "subscriptions.status.active" : "subscriptions.status.paused")}
        </span>
      </div>
      <ul className="space-y-1 text-sm">
        <li>
          {t("subscriptions.criteria.place", { location: subscription.location, radius: subscription.radius_km })}
        </li>
        <li>{t(`subscriptions.frequency.${subscription.frequency}`)}</li>
        {(subscription.workload_min !== null || subscription.workload_max !== null) && (
          <li>
            {t("subscriptions.criteria.workload", {
              min: subscription.workload_min ?? 0,
              max: subscription.workload_max ?? 100,
            })}
          </li>
        )}
        {sectors.length > 0 && <li className="wrap-anywhere">{sectors.join(", ")}</li>}
        {subscription.last_mailed_at && (
          <li className="text-muted">
            {t("subscriptions.lastMailed", { date: formatDay(subscription.last_mailed_at, lang) })}
          </li>
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={update.isPending} onClick={() => void toggle()}>
          <BellRing aria-hidden="true" className="size-4" />
          <span>
            {t(subscription.active ? "subscriptions.actions.pause" : "subscriptions.actions.activate")}
            <span className="sr-only"> – {name}</span>
          </span>
        </Button>
        <EditButton
          label={t("subscriptions.actions.edit")}
          namedLabel={t("subscriptions.actions.editNamed", { name })}
          onClick={onEdit}
        />
        <DeleteButton
          label={t("subscriptions.actions.delete")}
          namedLabel={t("subscriptions.actions.deleteNamed", { name })}
          disabled={remove.isPending}
          title={t("subscriptions.actions.deleteTitle")}
          description={t("subscriptions.actions.deleteText", { name })}
          confirmLabel={t("subscriptions.actions.delete")}
          onConfirm={() =>
            void remove.mutateAsync(subscription.id).then(() => toast.success(t("subscriptions.actions.deleted")))
          }
        />
      </div>
    </article>
  );
}

function EditSubscription({ subscription, onDone }: { subscription: TSubscription; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSubscription();
  return (
    <SubscriptionForm
      subscription={subscription}
      titleId={`subscription-edit-${subscription.id}`}
      title={t("subscriptions.form.editTitle")}
      submitLabel={t("subscriptions.form.save")}
      onCancel={onDone}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: subscription.id, changes: subscriptionRequestOf(values) });
        toast.success(t("subscriptions.form.saved"));
        onDone();
      }}
    />
  );
}

function Suggestion() {
  const { t } = useTranslation();
  const suggestion = useQuery(subscriptionSuggestionQueryOptions());
  const create = useCreateSubscription();
  const s = suggestion.data?.suggestion;
  if (!s) return null;
  return (
    <section aria-labelledby="subscription-suggestion-title" className="space-y-2 rounded-lg bg-surface p-4">
      <h2 id="subscription-suggestion-title" className="text-lg font-semibold">
        {t("subscriptions.suggestion.title")}
      </h2>
      <p>{t("subscriptions.suggestion.text", { query: s.query, location: s.location, radius: s.radius_km })}</p>
      <Button
        disabled={create.isPending}
        onClick={() =>
          void create
            .mutateAsync({ ...s, sectors: s.sectors.filter(isIndustryCode), frequency: "daily" })
            .then(() => toast.success(t("subscriptions.form.created")))
            .catch(() => toast.error(t("form.sendFailed")))
        }
      >
        {t("subscriptions.suggestion.use")}
      </Button>
    </section>
  );
}

/**
 * user/subscriptions: the seeker's job alerts with their criteria and frequency; turn on or pause,
 * edit, delete (asked first), create one, or take the one suggested from the seeker profile.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const title = t("screens.userSubscriptions.title");
  useDocumentTitle(title);
  const { data } = useSuspenseQuery(subscriptionsQueryOptions());
  const create = useCreateSubscription();
  const [editing, setEditing] = useState<number>();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-prose text-muted">{t("subscriptions.intro")}</p>
      </header>
      {data.count === 0 && <Suggestion />}
      <section aria-labelledby="subscriptions-list-title" className="space-y-3">
        <h2 id="subscriptions-list-title" className="text-xl font-semibold">
          {t("subscriptions.count", { count: data.count })}
        </h2>
        {data.count === 0 ? (
          <p className="text-muted">{t("subscriptions.empty")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.items.map((subscription) => (
              <li key={subscription.id}>
                {editing === subscription.id ? (
                  <EditSubscription subscription={subscription} onDone={() => setEditing(undefined)} />
                ) : (
                  <SubscriptionCard subscription={subscription} onEdit={() => setEditing(subscription.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <SubscriptionForm
        key={formKey}
        titleId="subscription-create-title"
        title={t("subscriptions.form.createTitle")}
        submitLabel={t("subscriptions.form.create")}
        onSubmit={async (values) => {
          const saved = await create.mutateAsync(subscriptionRequestOf(values));
          // An identical alert is not created twice (ADR 055): the answer is the one that exists.
          toast.success(t(saved.existed ? "subscriptions.notify.exists" : "subscriptions.form.created"));
          setFormKey((k) => k + 1);
        }}
      />
    </div>
  );
}

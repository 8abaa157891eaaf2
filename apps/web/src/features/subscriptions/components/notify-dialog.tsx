import { SUBSCRIPTION_LIMITS, ZEmail, ZSubscriptionFrequency } from "@jobatlas/contract";
import type { RefObject } from "react";
import { useTranslation } from "@/lib/i18n";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { FrequencySelect } from "./frequency-select";
import { useApiForm } from "@/lib/use-api-form";
import { useCreateSubscription, useCreateVisitorSubscription } from "../api/subscriptions";
import { subscriptionFromSearch } from "../from-search";
import type { NotifySearch } from "./notify-me";
import { subscriptionServiceMessage } from "./subscription-form";

const ZNotifyForm = z.object({
  email: z.union([ZEmail, z.literal("")]),
  location: z.string().trim().min(1).max(SUBSCRIPTION_LIMITS.locationMax),
  radius_km: z.coerce.number().int().min(SUBSCRIPTION_LIMITS.radiusMin).max(SUBSCRIPTION_LIMITS.radiusMax),
  frequency: ZSubscriptionFrequency,
});

function NotifyForm({
  search,
  signedIn,
  onDone,
}: {
  search: NotifySearch;
  signedIn: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const createOwn = useCreateSubscription();
  const createVisitor = useCreateVisitorSubscription();
  const base = subscriptionFromSearch(search);
  const form = useApiForm({
    schema: signedIn ? ZNotifyForm : ZNotifyForm.extend({ email: ZEmail }),
    defaultValues: {
      email: "",
      location: base.location ?? "",
      radius_km: String(base.radius_km),
      frequency: "daily",
    } as z.input<typeof ZNotifyForm>,
    fields: ["email", "location", "radius_km", "frequency"],
    serviceMessage: subscriptionServiceMessage,
    onSubmit: async (values) => {
      const criteria = { ...base, location: values.location, radius_km: values.radius_km, frequency: values.frequency };
      if (signedIn) {
        const saved = await createOwn.mutateAsync(criteria);
        onDone(t(saved.existed ? "subscriptions.notify.exists" : "subscriptions.notify.created"));
      } else {
        await createVisitor.mutateAsync({ ...criteria, email: values.email, language: lang });
        onDone(t("subscriptions.notify.confirmSent", { email: values.email }));
      }
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = form;
  return (
    <form {...formProps} className="mt-4 space-y-4" aria-label={t("subscriptions.notify.title")}>
      <FormError error={errors.root?.server} />
      {!signedIn && (
        <Field
          label={t("subscriptions.notify.email")}
          hint={t("subscriptions.notify.emailHint")}
          error={errors.email?.message}
        >
          {(props) => <Input type="email" autoComplete="email" {...props} {...register("email")} />}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          label={t("subscriptions.notify.location")}
          hint={t("subscriptions.notify.locationHint")}
          error={errors.location?.message}
        >
          {(props) => <Input {...props} {...register("location")} />}
        </Field>
        <Field label={t("subscriptions.notify.radius")} error={errors.radius_km?.message}>
          {(props) => (
            <Input type="number" inputMode="numeric" min={1} max={200} {...props} {...register("radius_km")} />
          )}
        </Field>
      </div>
      <Field label={t("subscriptions.notify.frequency")} error={errors.frequency?.message}>
        {(props) => <FrequencySelect {...props} {...register("frequency")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("subscriptions.notify.submit")}
      </Button>
    </form>
  );
}

/**
 * The "notify me" dialog (a chunk of its own: react-hook-form, the resolver and Radix Dialog are
 * loaded when it is first opened, not with the search page). Radix returns focus to its
 * DialogTrigger on close; the button that opens this one lives in the page's chunk, so it is
 * handed in as `returnFocus` and focused instead.
 */
export default function NotifyDialog({
  open,
  onOpenChange,
  returnFocus,
  search,
  signedIn,
  done,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  search: NotifySearch;
  signedIn: boolean;
  done: string | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogTitle>{t("subscriptions.notify.title")}</DialogTitle>
        <DialogDescription>{t("subscriptions.notify.text")}</DialogDescription>
        {done ? (
          <p role="status" className="mt-4 rounded-md border border-border bg-surface p-3">
            {done}
          </p>
        ) : (
          <NotifyForm search={search} signedIn={signedIn} onDone={onDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

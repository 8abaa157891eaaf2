import { ZContactRequest, type TPurchasePlan, type TStatusResponse } from "@jobatlas/contract";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSession } from "@/lib/session";
import { useApiForm } from "@/lib/use-api-form";
import { useSendContactRequest } from "@/features/contact/api/send-contact-request";

const ZContactForm = ZContactRequest.pick({ name: true, email: true, company: true, message: true, website: true });
type TContactFormInput = z.input<typeof ZContactForm>;
const FIELDS = ["name", "email", "company", "message"] as const;

/** The form's starting values: name, email and the first organisation of whoever is signed in. */
function prefill(session: TStatusResponse | undefined): TContactFormInput {
  const user = session?.user;
  return {
    name: user ? `${user.first_name} ${user.last_name}` : "",
    email: user?.email ?? "",
    company: session?.organizations[0]?.name ?? "",
    message: "",
    website: "",
  };
}

function Sent({ title, text, onAgain }: { title: string; text: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="contact-sent" className="space-y-4 rounded-lg border border-border bg-surface p-6">
      <CircleCheck aria-hidden="true" className="size-10 text-accent" />
      <h2 id="contact-sent" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h2>
      <p className="text-lg">{text}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t("contact.another")}
      </Button>
    </section>
  );
}

/**
 * The contact form, and with `plan` the purchase request for that plan. `website` is a honeypot:
 * hidden from people (and from screen readers), so only a bot fills it in.
 */
export function ContactForm({
  plan,
  registeredCompanyId,
}: {
  plan?: TPurchasePlan;
  registeredCompanyId?: number | null;
}) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const send = useSendContactRequest();
  const [sentTo, setSentTo] = useState<string>();
  const defaults = prefill(session);
  const { register, reset, formState, formProps } = useApiForm({
    schema: ZContactForm,
    defaultValues: defaults,
    fields: FIELDS,
    onSubmit: async (values) => {
      await send.mutateAsync({
        ...values,
        company: values.company || undefined,
        plan,
        registered_company_id: registeredCompanyId ?? undefined,
      });
      setSentTo(values.email);
    },
  });
  const { errors } = formState;

  // The status may arrive after the form (a direct load or a reload): fill in what it knows then,
  // without touching what the visitor has typed meanwhile.
  const { name, email, company } = defaults;
  useEffect(() => {
    if (!name && !email && !company) return;
    reset({ name, email, company, message: "", website: "" }, { keepDirtyValues: true });
  }, [name, email, company, reset]);

  if (sentTo !== undefined) {
    const planName = plan ? t(`plans.${plan}`) : "";
    return (
      <Sent
        title={plan ? t("contact.purchase.sentTitle") : t("contact.sentTitle")}
        text={
          plan
            ? t("contact.purchase.sentText", { email: sentTo, plan: planName })
            : t("contact.sentText", { email: sentTo })
        }
        onAgain={() => {
          reset(defaults);
          setSentTo(undefined);
        }}
      />
    );
  }

  return (
    <form {...formProps} className="space-y-5">
      <FormError error={errors.root?.server} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("contact.name")} error={errors.name?.message}>
          {(props) => <Input autoComplete="name" {...props} {...register("name")} />}
        </Field>
        <Field label={t("contact.email")} error={errors.email?.message}>
          {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...register("email")} />}
        </Field>
      </div>
      <Field label={t("contact.company")} optional error={errors.company?.message}>
        {(props) => <Input autoComplete="organization" {...props} {...register("company")} />}
      </Field>
      <Field label={t("contact.message")} error={errors.message?.message}>
        {(props) => (
          <Textarea
            rows={6}
            placeholder={plan ? t("contact.purchase.messagePlaceholder") : undefined}
            {...props}
            {...register("message")}
          />
        )}
      </Field>
      {/* Honeypot: off-screen and hidden from assistive technology; people leave it empty. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.website")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <SubmitButton state={formState}>{plan ? t("contact.purchase.submit") : t("contact.submit")}</SubmitButton>
    </form>
  );
}

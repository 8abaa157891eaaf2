import { zodResolver } from "@hookform/resolvers/zod";
import { ROOT_ERROR_KEY, ZPlan } from "@jobatlas/contract";
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog, DialogClose, DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Field, FieldError } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ValidationError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { i18n, useTranslation } from "@/lib/i18n";
import { applyServerErrors } from "@/lib/form-errors";
import { toast, toastDeleteFailed, toastSaveFailed } from "@/lib/toasts";
// The form shows zod's messages: in the page's language, loaded with it (ADR 048).
import "@/lib/zod-messages";
import { DebugBadge } from "./debug-badge";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

// Messages are worded at parse time, in the language applyLanguage() set: the contract's generic
// ones, or our own where a generic one would read oddly (a checkbox, an empty select).
const ZDemoForm = z.object({
  name: z.string().trim().min(3),
  email: z.email(),
  message: z.string().max(500).optional(),
  plan: z.preprocess((value) => (value === "" ? undefined : value), ZPlan),
  terms: z.literal(true, { error: () => i18n.t("debug.dialogs.termsRequired") }),
});
type DemoFormInput = z.input<typeof ZDemoForm>;
const DEMO_FIELDS = ["name", "email", "message", "plan", "terms"] as const;

function DemoForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DemoFormInput>({
    resolver: zodResolver(ZDemoForm),
    defaultValues: { name: "", email: "", message: "", plan: undefined, terms: undefined },
  });

  const showServerErrors = () =>
    applyServerErrors(
      new ValidationError(
        [
          { loc: ["body", "email"], msg: t("debug.dialogs.serverFieldError") },
          { loc: [ROOT_ERROR_KEY], msg: t("debug.dialogs.serverRootError") },
        ],
        null,
      ),
      setError,
      DEMO_FIELDS,
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => toast.success(t("toasts.saved")))(event)}
      className="max-w-lg space-y-4"
    >
      <FormError message={errors.root?.server?.message} />
      <Field label={t("debug.dialogs.name")} error={errors.name?.message}>
        {(props) => <Input autoComplete="name" {...props} {...register("name")} />}
      </Field>
      <Field label={t("debug.dialogs.email")} hint={t("debug.dialogs.emailHint")} error={errors.email?.message}>
        {(props) => <Input type="email" autoComplete="email" {...props} {...register("email")} />}
      </Field>
      <Field label={t("debug.dialogs.message")} optional error={errors.message?.message}>
        {(props) => <Textarea {...props} {...register("message")} />}
      </Field>
      <Field label={t("debug.dialogs.plan")} error={errors.plan?.message}>
        {(props) => (
          <Select {...props} {...register("plan")}>
            <option value="">{t("debug.dialogs.planChoose")}</option>
            {ZPlan.options.map((plan) => (
              <option key={plan} value={plan}>
                {t(`plans.${plan}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div>
        <Checkbox
          label={t("debug.dialogs.terms")}
          aria-invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? "demo-terms-error" : undefined}
          {...register("terms")}
        />
        <FieldError id="demo-terms-error" message={errors.terms?.message} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t("debug.dialogs.submit")}</Button>
        <Button variant="secondary" onClick={showServerErrors}>
          {t("debug.dialogs.serverErrors")}
        </Button>
        <Button variant="ghost" onClick={() => reset()}>
          {t("debug.dialogs.reset")}
        </Button>
      </div>
    </form>
  );
}

/** debug/dialogs: a living style guide of every dialog, toast and form state. */
export function DesignSystemShowcase() {
  const { t } = useTranslation();
  useDocumentTitle(t("debug.dialogs.title"));

  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <DebugBadge />
        <h1 className="text-3xl font-bold tracking-tight">{t("debug.dialogs.title")}</h1>
        <p className="max-w-prose text-muted">{t("debug.dialogs.description")}</p>
      </header>

      <Section title={t("debug.dialogs.buttons")}>
        <div className="flex flex-wrap gap-2">
          <Button>{t("debug.dialogs.primary")}</Button>
          <Button variant="secondary">{t("debug.dialogs.secondary")}</Button>
          <Button variant="ghost">{t("debug.dialogs.ghost")}</Button>
          <Button variant="danger">{t("debug.dialogs.danger")}</Button>
          <Button disabled>{t("debug.dialogs.disabled")}</Button>
          <Button size="sm">{t("debug.dialogs.primary")}</Button>
        </div>
      </Section>

      <Section title={t("debug.dialogs.dialogs")}>
        <div className="flex flex-wrap gap-2">
          <TitledDialog
            trigger={<Button variant="secondary">{t("debug.dialogs.openInfo")}</Button>}
            title={t("debug.dialogs.infoTitle")}
            description={t("debug.dialogs.infoText")}
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t("common.close")}</Button>
              </DialogClose>
            </DialogFooter>
          </TitledDialog>

          <ConfirmDialog
            trigger={<Button variant="secondary">{t("debug.dialogs.openConfirm")}</Button>}
            title={t("debug.dialogs.confirmTitle")}
            description={t("debug.dialogs.confirmText")}
            confirmLabel={t("debug.dialogs.confirmAction")}
            destructive
            onConfirm={() => toast.success(t("toasts.saved"))}
          />

          <TitledDialog
            trigger={<Button variant="secondary">{t("debug.dialogs.openForm")}</Button>}
            title={t("debug.dialogs.formDialogTitle")}
            description={t("debug.dialogs.formIntro")}
          >
            <div className="mt-4">
              <DemoForm />
            </div>
          </TitledDialog>
        </div>
      </Section>

      <Section title={t("debug.dialogs.toasts")}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => toast.success(t("toasts.saved"))}>
            {t("debug.dialogs.toastSuccess")}
          </Button>
          <Button variant="secondary" onClick={() => toast.error(t("toasts.saveFailed"))}>
            {t("debug.dialogs.toastError")}
          </Button>
          <Button variant="secondary" onClick={() => toast.info(t("debug.dialogs.toastInfoText"))}>
            {t("debug.dialogs.toastInfo")}
          </Button>
          <Button variant="secondary" onClick={toastSaveFailed}>
            {t("debug.dialogs.toastSaveFailed")}
          </Button>
          <Button variant="secondary" onClick={toastDeleteFailed}>
            {t("debug.dialogs.toastDeleteFailed")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              for (let n = 1; n <= 5; n += 1) toast(t("debug.dialogs.toastNumbered", { n }));
            }}
          >
            {t("debug.dialogs.toastMany")}
          </Button>
        </div>
      </Section>

      <Section title={t("debug.dialogs.forms")}>
        <p className="max-w-prose text-sm text-muted">{t("debug.dialogs.formIntro")}</p>
        <DemoForm />
      </Section>

      <Section title={t("debug.dialogs.states")}>
        <div className="grid max-w-lg gap-4">
          <Field label={t("debug.dialogs.invalidExample")} error={t("debug.dialogs.invalidMessage")}>
            {(props) => <Input defaultValue="ab" {...props} />}
          </Field>
          <Field label={t("debug.dialogs.disabledExample")} optional>
            {(props) => <Input disabled defaultValue="Jobatlas" {...props} />}
          </Field>
          <FormError message={t("debug.dialogs.serverRootError")} />
        </div>
      </Section>
    </div>
  );
}

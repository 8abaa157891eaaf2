import { ZOrganizationPlan, ZPlan, type TOrganization } from "@jobatlas/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { PlanPicker } from "@/components/plans/plan-picker";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { useChangePlan } from "../api/change-plan";

/** Plans sold only through contact/purchase (recruiter), not changed online. */
const salesOnly = (plan: string) => !ZPlan.safeParse(plan).success;

/**
 * "Change plan" on the organisation overview. Owners open a radio group of every plan (the
 * account opening's cards, the current one marked); free, pro and enterprise change at once
 * (PUT /capi/org/plan; sales invoices a paid plan), recruiter leads to contact/purchase. Admins
 * and recruiters see the plan, and who may change it.
 */
export function ChangePlan({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Back to the button that opened the form (saved or cancelled).
    toggle.current?.focus();
  };

  if (organization.role !== "owner") {
    return <p className="text-sm text-muted">{t("org.planChange.ownerOnly")}</p>;
  }
  return (
    <div className="space-y-5">
      <Button
        ref={toggle}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls="change-plan"
        onClick={() => setOpen((value) => !value)}
      >
        {t("org.changePlan")}
      </Button>
      <div id="change-plan" hidden={!open}>
        {open && <ChangePlanForm organization={organization} onClose={close} />}
      </div>
    </div>
  );
}

function ChangePlanForm({ organization, onClose }: { organization: TOrganization; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const changePlan = useChangePlan(organization.slug);
  const current = organization.plan;
  const purchase = (plan: string) =>
    ({
      to: "/$lang/contact/purchase",
      params: { lang },
      search: { plan: ZOrganizationPlan.parse(plan), registeredCompanyId: organization.id },
    }) as const;

  const form = useApiForm({
    schema: z.object({
      plan: ZOrganizationPlan.refine((plan) => plan !== current, { error: () => i18n.t("org.planChange.samePlan") }),
    }),
    defaultValues: { plan: current },
    fields: ["plan"],
    onSubmit: async ({ plan }) => {
      if (salesOnly(plan)) {
        await navigate(purchase(plan));
        return;
      }
      const changed = await changePlan.mutateAsync({ plan: ZPlan.parse(plan) });
      const name = t(`plans.${changed.plan}`);
      toast.success(
        changed.plan === "free"
          ? t("org.planChange.changed", { plan: name })
          : t("org.planChange.changedPaid", { plan: name }),
      );
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const selected = form.watch("plan");
  // Another plan that only sales sets up: the way to them instead of the change.
  const viaSales = selected !== current && salesOnly(selected);
  const { formProps } = form;

  useEffect(() => {
    // Opened: the current plan's radio takes the focus (arrow keys move to the others).
    formProps.ref.current?.querySelector<HTMLInputElement>('input[name="plan"]:checked')?.focus();
  }, [formProps.ref]);

  return (
    <form {...formProps} className="space-y-5">
      <FormError error={errors.root?.server} />
      <PlanPicker
        plans={ZOrganizationPlan.options}
        current={current}
        selected={selected}
        error={errors.plan?.message}
        registration={form.register("plan")}
      />
      {viaSales && <p>{t("org.planChange.viaSales", { plan: t(`plans.${selected}`) })}</p>}
      <div className="flex flex-wrap gap-3">
        {viaSales ? (
          <Link {...purchase(selected)} className={buttonClasses("primary")}>
            {t("org.planChange.requestViaSales", { plan: t(`plans.${selected}`) })}
          </Link>
        ) : (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("form.sending") : t("org.planChange.submit", { plan: t(`plans.${selected}`) })}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t("org.planChange.cancel")}
        </Button>
      </div>
    </form>
  );
}

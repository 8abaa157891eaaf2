import type { TLanguage } from "@jobatlas/contract";
import {
  ZOrganizationPlan,
  type TOrganization,
  type TOrganizationPlan,
  type TOrgPlan,
  type TPlanChange,
  type TPlanChangePreview,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState, type RefObject } from "react";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimits } from "@/components/plans/plan-limits";
import { PlanPicker } from "@/components/plans/plan-picker";
import { Button, buttonClasses } from "@/components/ui/button";
import {
  Dialog,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { formatDate, formatMoment } from "@/lib/format";
import { NetworkError, ServiceError } from "@/lib/api-errors";
import { i18n, useTranslation, type TFunction } from "@/lib/i18n";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toasts";
import { useApiForm } from "@/lib/use-api-form";
import { orgPlanQueryOptions, planPreviewQueryOptions, useChangePlan } from "../api/change-plan";

/**
 * The plan on the organisation overview (ADR 053). Everyone sees the latest change while it can be
 * undone; owners undo it ("Back to …") and open "Change plan": the other plans as radio cards, a
 * plan only sales sets up leading to contact/purchase unless it is a return. Every change is
 * confirmed in a dialog that says what it does (GET /capi/org/plan/preview) before PUT
 * /capi/org/plan. Admins and recruiters see who may change it.
 */
export function ChangePlan({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<TOrganizationPlan>();
  const toggle = useRef<HTMLButtonElement>(null);
  const state = useQuery(orgPlanQueryOptions(organization.slug));
  const owner = organization.role === "owner";
  const close = () => {
    setOpen(false);
    // Back to the button that opened the form (changed or cancelled).
    toggle.current?.focus();
  };
  const lastChange = state.data?.last_change;

  return (
    <div className="space-y-5">
      {lastChange && (
        <LastChange change={lastChange} onUndo={owner ? () => setConfirming(lastChange.from) : undefined} />
      )}
      {owner ? (
        <>
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
            {open && (
              <ChangePlanForm organization={organization} state={state.data} onReview={setConfirming} onClose={close} />
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">{t("org.planChange.ownerOnly")}</p>
      )}
      {confirming && (
        <ConfirmPlanChange
          slug={organization.slug}
          to={confirming}
          onClose={() => setConfirming(undefined)}
          onChanged={() => {
            setConfirming(undefined);
            setOpen(false);
          }}
          focusAfterChange={toggle}
        />
      )}
    </div>
  );
}

/** The latest change while it can be undone: who, when, until when, and the owner's way back. */
function LastChange({ change, onUndo }: { change: TPlanChange; onUndo?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const values = {
    from: t(`plans.${change.from}`),
    to: t(`plans.${change.to}`),
    date: formatMoment(change.changed_at, lang, { long: true }),
    actor: change.actor ? `${change.actor.first_name} ${change.actor.last_name}`.trim() : "",
  };
  const sentence = !change.actor
    ? t("planChanges.lastChangeByNobody", values)
    : change.actor.id === session.data?.user?.id
      ? t("planChanges.lastChangeByYou", values)
      : t("planChanges.lastChange", values);
  return (
    <div className="space-y-3 rounded-md border border-border bg-surface p-4 text-sm">
      <p>
        {sentence} {t("planChanges.undoUntil", { until: formatMoment(change.undo_until, lang, { long: true }) })}
      </p>
      {onUndo && (
        <Button variant="secondary" size="sm" onClick={onUndo}>
          {t("planChanges.undo", { plan: values.from })}
        </Button>
      )}
    </div>
  );
}

function ChangePlanForm({
  organization,
  state,
  onReview,
  onClose,
}: {
  organization: TOrganization;
  state: TOrgPlan | undefined;
  onReview: (plan: TOrganizationPlan) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const current = organization.plan;
  // The other plans: the current one is no change.
  const choices =
    state?.choices ??
    ZOrganizationPlan.options
      .filter((plan) => plan !== current)
      .map((plan) => ({ plan, way: plan === "recruiter" ? "sales" : "online", return_until: null }) as const);
  const wayOf = (plan: string) => choices.find((choice) => choice.plan === plan)?.way;
  const notes = Object.fromEntries(
    choices
      .filter((choice) => choice.return_until)
      .map((choice) => {
        const left = state?.last_change?.from === choice.plan ? state.last_change.changed_at : undefined;
        return [
          choice.plan,
          t("planChanges.returnUntil", {
            date: left ? formatMoment(left, lang, { long: true }) : "–",
            until: formatMoment(choice.return_until!, lang, { long: true }),
          }),
        ];
      }),
  );
  const purchase = (plan: string) =>
    ({
      to: "/$lang/contact/purchase",
      params: { lang },
      search: { plan: ZOrganizationPlan.parse(plan), registeredCompanyId: organization.id },
    }) as const;

  const form = useApiForm({
    schema: z.object({
      plan: z
        .string()
        .nullish()
        .refine((plan) => choices.some((choice) => choice.plan === plan), {
          error: () => i18n.t("planChanges.choose"),
        }),
    }),
    defaultValues: { plan: "" },
    fields: ["plan"],
    onSubmit: async ({ plan }) => {
      const chosen = ZOrganizationPlan.parse(plan);
      if (wayOf(chosen) === "sales") await navigate(purchase(chosen));
      else onReview(chosen);
    },
  });
  const { errors } = form.formState;
  const selected = form.watch("plan") as TOrganizationPlan | "";
  // Another plan that only sales sets up: the way to them instead of the change.
  const viaSales = wayOf(selected) === "sales";
  const { formProps } = form;

  useEffect(() => {
    // Opened: the first plan's radio takes the focus (arrow keys move to the others).
    formProps.ref.current?.querySelector<HTMLInputElement>('input[name="plan"]')?.focus();
  }, [formProps.ref]);

  return (
    <form {...formProps} className="space-y-5">
      <FormError error={errors.root?.server} />
      <PlanPicker
        plans={choices.map((choice) => choice.plan)}
        notes={notes}
        selected={selected}
        error={errors.plan?.message}
        registration={form.register("plan")}
      />
      {viaSales && selected && <p>{t("org.planChange.viaSales", { plan: t(`plans.${selected}`) })}</p>}
      <div className="flex flex-wrap gap-3">
        {viaSales && selected ? (
          <Link {...purchase(selected)} className={buttonClasses("primary")}>
            {t("org.planChange.requestViaSales", { plan: t(`plans.${selected}`) })}
          </Link>
        ) : (
          <Button type="submit">
            {selected ? t("planChanges.review", { plan: t(`plans.${selected}`) }) : t("planChanges.reviewAny")}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t("org.planChange.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The confirmation of a change to `to`: what it does, from the server's preview (invoicing, the
 * return period, listings and questionnaires over the new limits, what is no longer included),
 * and the new plan's limits. Confirming changes the plan; any failure stays in the dialog.
 */
function ConfirmPlanChange({
  slug,
  to,
  onClose,
  onChanged,
  focusAfterChange,
}: {
  slug: string;
  to: TOrganizationPlan;
  onClose: () => void;
  onChanged: () => void;
  /** Where the focus goes once the plan changed (what opened the dialog may be gone); else back to the opener. */
  focusAfterChange: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const preview = useQuery(planPreviewQueryOptions(slug, to));
  const change = useChangePlan(slug);
  const changedPlan = useRef(false);
  const data = preview.data;
  const confirm = async () => {
    try {
      const changed = await change.mutateAsync({ plan: to });
      changedPlan.current = true;
      const name = t(`plans.${changed.plan}`);
      toast.success(
        changed.plan === "free"
          ? t("org.planChange.changed", { plan: name })
          : t("org.planChange.changedPaid", { plan: name }),
      );
      onChanged();
    } catch {
      // Shown below (change.error).
    }
  };
  const failure = change.error;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!changedPlan.current) return;
          event.preventDefault();
          focusAfterChange.current?.focus();
        }}
      >
        <DialogTitle>
          {t("planChanges.confirmTitle", {
            from: t(`plans.${data?.from ?? to}`),
            to: t(`plans.${to}`),
          })}
        </DialogTitle>
        {!data ? (
          <DialogDescription>
            {preview.isError ? t("planChanges.loadFailed") : t("planChanges.loading")}
          </DialogDescription>
        ) : (
          <>
            <DialogDescription asChild>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-fg">
                {consequences(t, data, lang).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </DialogDescription>
            <section aria-labelledby="plan-change-includes" className="mt-4 space-y-2">
              <h3 id="plan-change-includes" className="text-sm font-semibold">
                {t("planChanges.includes", { plan: t(`plans.${to}`) })}
              </h3>
              <PlanLimits plan={to} />
            </section>
          </>
        )}
        {failure && (
          <div className="mt-4">
            <FormError
              kind={failure instanceof NetworkError ? "network" : "service"}
              message={failure instanceof ServiceError ? failure.detail : t("planChanges.failed")}
            />
          </div>
        )}
        <DialogFooter>
          {preview.isError && (
            <Button variant="secondary" onClick={() => void preview.refetch()}>
              {t("planChanges.retry")}
            </Button>
          )}
          <DialogCancel>{t("org.planChange.cancel")}</DialogCancel>
          <Button onClick={() => void confirm()} disabled={!data || data.way !== "online" || change.isPending}>
            {change.isPending ? t("form.sending") : t("planChanges.confirm", { plan: t(`plans.${to}`) })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The preview as sentences, the most consequential first. */
export function consequences(t: TFunction, p: TPlanChangePreview, lang: TLanguage): string[] {
  const plan = t(`plans.${p.to}`);
  const from = t(`plans.${p.from}`);
  const lines = [t("planChanges.atOnce"), p.invoiced ? t("planChanges.invoiced", { plan }) : t("planChanges.free")];
  lines.push(
    p.return_until
      ? t("planChanges.returnWithin", { plan: from, until: formatMoment(p.return_until, lang, { long: true }) })
      : t("planChanges.changeBackAnyTime"),
  );
  const listings = p.active_listings;
  if (listings.limit !== null && listings.over > 0) {
    lines.push(
      t("planChanges.listingsOver", {
        count: listings.count,
        plan,
        limit: listings.limit,
        date: listings.last_ends_on ? formatDate(listings.last_ends_on, lang) : "–",
      }),
      t("planChanges.listingsOverRules", { limit: listings.limit }),
    );
    if (p.planned_listings > 0) lines.push(t("planChanges.plannedWait", { count: p.planned_listings }));
  } else if (listings.limit !== null && listings.count > 0 && listings.count === listings.limit) {
    lines.push(t("planChanges.listingsFull", { plan, limit: listings.limit }));
  }
  if (p.extensions.listings_without > 0 && listings.over === 0)
    lines.push(
      t("planChanges.extensionsLost", {
        count: p.extensions.listings_without,
        plan,
        limit: p.extensions.limit ?? 0,
      }),
    );
  if (p.questionnaires.limit !== null && p.questionnaires.over > 0)
    lines.push(
      t("planChanges.questionnairesOver", {
        count: p.questionnaires.count,
        plan,
        limit: p.questionnaires.limit,
      }),
    );
  if (p.loses_invites) lines.push(t("planChanges.invitesLost", { plan }));
  if (p.loses_forced_widget_theme) lines.push(t("planChanges.themeLost", { from }));
  return lines;
}

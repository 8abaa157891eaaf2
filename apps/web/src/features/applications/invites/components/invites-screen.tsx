import {
  CANDIDATE_INVITE_ERROR_CODES,
  CANDIDATE_INVITE_LIMITS,
  PLAN_LIMITS,
  type TCandidateInvite,
  type TOrganizationPlan,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MailPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toasts";
import type { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { LanguageSelect } from "@/components/ui/language-select";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { NotFoundError, ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDay } from "@/lib/format";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { inviteRequestOf, ZInviteForm } from "../invite-form";
import {
  candidateInvitesQueryOptions,
  INVITES_PAGE_SIZE,
  inviteTargetsQueryOptions,
  useCreateCandidateInvite,
  useRevokeCandidateInvite,
} from "../api/invites";
import { ColumnHeads } from "@/components/ui/column-heads";
import { UseTemplate } from "@/features/message-templates";
import { useSession } from "@/lib/session";

type TInviteFormInput = z.input<typeof ZInviteForm>;

const FIELDS = ["email", "name", "target", "message", "language"] as const;

function serviceMessage(code: string, detail: string): string {
  if (code === CANDIDATE_INVITE_ERROR_CODES.used) return i18n.t("candidateInvites.errors.used");
  if (code === CANDIDATE_INVITE_ERROR_CODES.invalid) return i18n.t("candidateInvites.errors.invalid");
  return detail;
}

function InviteForm({ slug, onPlanRefused }: { slug: string; onPlanRefused: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const targets = useQuery(inviteTargetsQueryOptions(slug));
  const create = useCreateCandidateInvite(slug);
  const form = useApiForm({
    schema: ZInviteForm,
    defaultValues: { email: "", name: "", target: "", message: "", language: lang } satisfies TInviteFormInput,
    fields: FIELDS,
    serviceMessage,
    onSubmit: async ({ target, message, ...values }) => {
      try {
        const sent = await create.mutateAsync(inviteRequestOf({ target, message, ...values }));
        form.reset({ email: "", name: "", target, message: "", language: values.language });
        toast.success(t("candidateInvites.form.sent", { email: sent.email }));
      } catch (error) {
        if (planLimitOf(error) === "invites") {
          onPlanRefused();
          return;
        }
        if (error instanceof NotFoundError) {
          // Ended or archived meanwhile: offer the current choices.
          void targets.refetch();
          form.setError("target", { message: t("candidateInvites.errors.targetGone") }, { shouldFocus: true });
          return;
        }
        throw error;
      }
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = form;
  const listings = targets.data?.listings ?? [];
  const jobs = targets.data?.jobs ?? [];
  const none = targets.isSuccess && listings.length === 0 && jobs.length === 0;
  const company = useSession().data?.organizations?.find((org) => org.slug === slug)?.name ?? "";
  const [targetKind, targetId] = form.watch("target").split(":");
  const targetTitle = (targetKind === "job" ? jobs : listings).find((x) => String(x.id) === targetId)?.title ?? null;

  return (
    <form
      {...formProps}
      aria-labelledby="candidate-invite-form-title"
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <h2 id="candidate-invite-form-title" className="text-xl font-semibold">
        {t("candidateInvites.form.title")}
      </h2>
      <FormError error={errors.root?.server} />
      {none && (
        <p role="status" className="rounded-md border border-border bg-surface p-3 text-sm">
          {t("candidateInvites.form.noTargets")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("candidateInvites.form.email")} error={errors.email?.message}>
          {(props) => <Input type="email" autoComplete="off" {...props} {...register("email")} />}
        </Field>
        <Field
          label={t("candidateInvites.form.name")}
          hint={t("candidateInvites.form.nameHint")}
          error={errors.name?.message}
        >
          {(props) => (
            <Input autoComplete="off" maxLength={CANDIDATE_INVITE_LIMITS.nameMax} {...props} {...register("name")} />
          )}
        </Field>
      </div>
      <Field label={t("candidateInvites.form.target")} error={errors.target?.message}>
        {(props) => (
          <Select {...props} {...register("target")} disabled={targets.isPending}>
            <option value="">{t("candidateInvites.form.targetPlaceholder")}</option>
            <TargetGroup kind="listing" label={t("candidateInvites.form.listings")} targets={listings} />
            <TargetGroup kind="job" label={t("candidateInvites.form.jobs")} targets={jobs} />
          </Select>
        )}
      </Field>
      <UseTemplate
        slug={slug}
        kind="invite"
        language={form.watch("language")}
        source={{
          firstName: form.watch("name").trim().split(/\s+/)[0] ?? "",
          companyName: company,
          listingTitle: targetTitle,
        }}
        onFill={(text) => form.setValue("message", text, { shouldDirty: true })}
      />
      <Field
        label={t("candidateInvites.form.message")}
        hint={t("candidateInvites.form.messageHint", { max: CANDIDATE_INVITE_LIMITS.messageMax })}
        error={errors.message?.message}
        optional
      >
        {(props) => (
          <Textarea rows={4} maxLength={CANDIDATE_INVITE_LIMITS.messageMax} {...props} {...register("message")} />
        )}
      </Field>
      <Field label={t("candidateInvites.form.language")} error={errors.language?.message} className="sm:max-w-xs">
        {(props) => <LanguageSelect {...props} {...register("language")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        <MailPlus aria-hidden="true" className="size-5" />
        {isSubmitting ? t("form.sending") : t("candidateInvites.form.send")}
      </Button>
    </form>
  );
}

function InviteRow({
  slug,
  invite,
  onRefusal,
}: {
  slug: string;
  invite: TCandidateInvite;
  onRefusal: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revoke = useRevokeCandidateInvite(slug);
  const target = invite.listing
    ? invite.listing.title
    : invite.job
      ? t("candidateInvites.list.jobPrefix", { title: invite.job.title })
      : "–";
  const onRevoke = async () => {
    onRefusal(undefined);
    try {
      await revoke.mutateAsync(invite.id);
      toast.success(t("candidateInvites.list.revoked", { name: invite.name }));
    } catch (error) {
      onRefusal(error instanceof ServiceError ? serviceMessage(error.code, error.detail) : t("form.sendFailed"));
    }
  };
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-3 pr-4 text-left font-medium">
        <span className="wrap-anywhere">{invite.name}</span>
        <span className="block text-sm font-normal text-muted wrap-anywhere">{invite.email}</span>
      </th>
      <td className="py-3 pr-4 wrap-anywhere">{target}</td>
      <td className="py-3 pr-4">
        <span className={invite.status === "expired" ? "text-danger" : undefined}>
          {t(`candidateInvites.status.${invite.status}`)}
        </span>
        {invite.status === "open" && (
          <span className="block text-sm text-muted">
            {t("candidateInvites.list.until", { date: formatDay(invite.expires_at, lang) })}
          </span>
        )}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDay(invite.created_at, lang)}</td>
      <td className="py-3 text-right">
        {invite.status !== "used" && (
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                aria-label={t("candidateInvites.list.revokeNamed", { name: invite.name })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("candidateInvites.list.revoke")}
              </Button>
            }
            title={t("candidateInvites.list.revokeTitle", { name: invite.name })}
            description={t("candidateInvites.list.revokeText", { email: invite.email })}
            confirmLabel={t("candidateInvites.list.revoke")}
            destructive
            onConfirm={() => void onRevoke()}
          />
        )}
      </td>
    </tr>
  );
}

function InvitesList({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [refusal, setRefusal] = useState<string>();
  const invites = useQuery(candidateInvitesQueryOptions(slug, offset));
  const items = invites.data?.items ?? [];
  const count = invites.data?.count ?? 0;
  return (
    <section aria-labelledby="candidate-invites-list-title" className="space-y-3">
      <h2 id="candidate-invites-list-title" className="text-xl font-semibold">
        {t("candidateInvites.list.title")}
      </h2>
      {refusal && (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {refusal}
        </div>
      )}
      {invites.isError ? (
        <div role="alert" className="space-y-2">
          <p>{t("candidateInvites.list.loadFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => void invites.refetch()}>
            {t("candidateInvites.list.retry")}
          </Button>
        </div>
      ) : invites.isSuccess && count === 0 ? (
        <p className="text-muted">{t("candidateInvites.list.empty")}</p>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {invites.isSuccess ? t("candidateInvites.list.count", { count }) : ""}
          </p>
          {/* Positioned, so the sr-only texts of the cells scroll with the table instead of widening the page. */}
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm sm:text-base">
              <caption className="sr-only">{t("candidateInvites.list.caption")}</caption>
              <ColumnHeads
                columns={[
                  t("candidateInvites.list.candidate"),
                  t("candidateInvites.list.target"),
                  t("candidateInvites.list.status"),
                  t("candidateInvites.list.sent"),
                ]}
                actions={t("candidateInvites.list.actions")}
              />
              <tbody>
                {items.map((invite) => (
                  <InviteRow key={invite.id} slug={slug} invite={invite} onRefusal={setRefusal} />
                ))}
              </tbody>
            </table>
          </div>
          {count > INVITES_PAGE_SIZE && (
            <nav className="flex gap-2" aria-label={t("candidateInvites.list.title")}>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - INVITES_PAGE_SIZE))}
              >
                {t("candidateInvites.list.previous")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={count <= offset + INVITES_PAGE_SIZE}
                onClick={() => setOffset(offset + INVITES_PAGE_SIZE)}
              >
                {t("candidateInvites.list.next")}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/**
 * org/{slug}/applications/invite: invite a candidate by email and name to an active listing or
 * job (plans with invites; the others see which plan includes them), and the invitations sent,
 * with their status and withdrawal.
 */
export function CandidateInvitesScreen({ slug, plan }: { slug: string; plan: TOrganizationPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.orgApplicationInvite.title");
  useDocumentTitle(title);
  const [planRefused, setPlanRefused] = useState(false);
  const allowed = PLAN_LIMITS[plan].invites && !planRefused;
  return (
    <section aria-labelledby="screen-title" className="space-y-6">
      <p>
        <Link
          to="/$lang/org/$companyslug/applications"
          params={{ lang, companyslug: slug }}
          className="text-sm underline"
        >
          {t("candidateInvites.back")}
        </Link>
      </p>
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="max-w-prose text-muted">{t("candidateInvites.intro")}</p>
      {allowed ? (
        <InviteForm slug={slug} onPlanRefused={() => setPlanRefused(true)} />
      ) : (
        <PlanLimitNotice limit="invites" plan={plan} />
      )}
      <InvitesList slug={slug} />
    </section>
  );
}

/** The listings or the jobs an invitation can be for, as a group of the select's options (none when there are none). */
function TargetGroup({
  kind,
  label,
  targets,
}: {
  kind: "listing" | "job";
  label: string;
  targets: { id: number; title: string }[];
}) {
  if (targets.length === 0) return null;
  return (
    <optgroup label={label}>
      {targets.map((target) => (
        <option key={`${kind}-${target.id}`} value={`${kind}:${target.id}`}>
          {target.title}
        </option>
      ))}
    </optgroup>
  );
}

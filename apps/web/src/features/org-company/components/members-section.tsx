import {
  ORG_COMPANY_ERROR_CODES,
  ZInviteMemberRequest,
  type TMemberRole,
  type TOrgInvite,
  type TOrgMember,
} from "@jobatlas/contract";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { MailPlus, Trash2, UserMinus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ServiceError } from "@/lib/api-errors";
import { i18n, useTranslation } from "@/lib/i18n";
import { formatDay } from "@/lib/format";
import { useApiForm } from "@/lib/use-api-form";
import {
  membersQueryOptions,
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRevokeInvite,
} from "../api/org-company";
import { ColumnHeads } from "@/components/ui/column-heads";
import { TitledSection, TitledSubsection } from "@/components/ui/titled-section";
import { SubmitButton } from "@/components/ui/submit-button";

const ROLES: readonly TMemberRole[] = ["owner", "admin", "recruiter"];

/** The roles someone in `role` may give: admins cannot make owners. */
function grantable(role: TMemberRole): readonly TMemberRole[] {
  return role === "owner" ? ROLES : ROLES.filter((r) => r !== "owner");
}

/** Our wording of the members' ServiceError codes (the server's detail for any other). */
function serviceMessage(code: string, detail: string): string {
  if (code === ORG_COMPANY_ERROR_CODES.lastOwner) return i18n.t("orgCompany.members.lastOwner");
  if (code === ORG_COMPANY_ERROR_CODES.alreadyMember) return i18n.t("orgCompany.members.alreadyMember");
  return detail;
}

function fullName(member: TOrgMember) {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}

function InviteForm({ slug, role }: { slug: string; role: TMemberRole }) {
  const { t } = useTranslation();
  const invite = useInviteMember(slug);
  const { register, reset, formState, formProps } = useApiForm({
    schema: ZInviteMemberRequest,
    defaultValues: { email: "", role: "recruiter" },
    fields: ["email", "role"],
    serviceMessage,
    onSubmit: async (values) => {
      const sent = await invite.mutateAsync(values);
      reset({ email: "", role: values.role });
      toast.success(t("orgCompany.members.invited", { email: sent.email }));
    },
  });
  const { errors } = formState;
  return (
    <form {...formProps} aria-labelledby="org-invite-title" className="space-y-4 rounded-lg border border-border p-4">
      <h3 id="org-invite-title" className="font-semibold">
        {t("orgCompany.members.inviteTitle")}
      </h3>
      <p className="text-sm text-muted">{t("orgCompany.members.inviteText")}</p>
      <FormError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label={t("orgCompany.members.email")} error={errors.email?.message}>
          {(props) => <Input type="email" autoComplete="off" {...props} {...register("email")} />}
        </Field>
        <Field label={t("orgCompany.members.role")} error={errors.role?.message}>
          {(props) => (
            <Select {...props} {...register("role")}>
              {grantable(role).map((option) => (
                <option key={option} value={option}>
                  {t(`org.roles.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <SubmitButton state={formState} icon={<MailPlus aria-hidden="true" className="size-5" />}>
        {t("orgCompany.members.sendInvite")}
      </SubmitButton>
    </form>
  );
}

/** One member's row: their role (changeable where the caller's role allows) and removal. */
function MemberRow({
  slug,
  member,
  myRole,
  myUserId,
  organizationName,
  onlyOwner,
  onRefusal,
}: {
  slug: string;
  member: TOrgMember;
  myRole: TMemberRole;
  myUserId: number;
  organizationName: string;
  /** The organisation's one owner: they can neither leave nor step down (the server says last_owner). */
  onlyOwner: boolean;
  onRefusal: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const selectId = useId();
  const navigate = useNavigate();
  const change = useChangeMemberRole(slug);
  const remove = useRemoveMember(slug);
  const [role, setRole] = useState<TMemberRole>(member.role);
  const name = fullName(member);
  const me = member.user_id === myUserId;
  // Admins cannot touch owners; nobody removes or demotes the one owner.
  const editable = (myRole === "owner" || member.role !== "owner") && !onlyOwner;

  const refusalOf = (error: unknown) =>
    error instanceof ServiceError ? serviceMessage(error.code, error.detail) : undefined;

  const onSaveRole = async () => {
    onRefusal(undefined);
    try {
      await change.mutateAsync({ userId: member.user_id, role });
      toast.success(t("orgCompany.members.roleChanged", { name, role: t(`org.roles.${role}`) }));
    } catch (error) {
      setRole(member.role);
      onRefusal(refusalOf(error));
    }
  };

  const onRemove = async () => {
    onRefusal(undefined);
    try {
      await remove.mutateAsync(member.user_id);
      if (me) {
        // This organisation is no longer theirs: its pages would answer 404.
        toast.success(t("orgCompany.members.left", { organization: organizationName }));
        await navigate({ to: "/$lang", params: { lang } });
        return;
      }
      toast.success(t("orgCompany.members.removed", { name }));
    } catch (error) {
      onRefusal(refusalOf(error));
    }
  };

  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-3 pr-4 text-left font-medium">
        {name}
        {me && <span className="ml-1 font-normal text-muted">{t("orgCompany.members.you")}</span>}
        <span className="block text-sm font-normal text-muted wrap-anywhere">{member.email}</span>
      </th>
      <td className="py-3 pr-4">
        {editable ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={selectId} className="sr-only">
              {t("orgCompany.members.roleOf", { name })}
            </label>
            <Select
              id={selectId}
              className="h-9! w-auto! min-w-40"
              value={role}
              onChange={(event) => setRole(event.target.value as TMemberRole)}
            >
              {(member.role === "owner" ? ROLES : grantable(myRole)).map((option) => (
                <option key={option} value={option}>
                  {t(`org.roles.${option}`)}
                </option>
              ))}
            </Select>
            {role !== member.role && (
              <Button size="sm" onClick={() => void onSaveRole()} disabled={change.isPending}>
                {t("orgCompany.members.saveRole")}
              </Button>
            )}
          </div>
        ) : (
          t(`org.roles.${member.role}`)
        )}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDay(member.since, lang)}</td>
      <td className="py-3 text-right">
        {onlyOwner && me && (
          <span className="block max-w-56 text-left text-sm text-muted sm:ml-auto">
            {t("orgCompany.members.onlyOwner")}
          </span>
        )}
        {editable && (
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                size="sm"
                disabled={remove.isPending}
                aria-label={me ? t("orgCompany.members.leave") : t("orgCompany.members.removeNamed", { name })}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                {me ? t("orgCompany.members.leave") : t("orgCompany.members.remove")}
              </Button>
            }
            title={me ? t("orgCompany.members.leaveTitle") : t("orgCompany.members.removeTitle", { name })}
            description={
              me
                ? t("orgCompany.members.leaveText", { organization: organizationName })
                : t("orgCompany.members.removeText", { name, organization: organizationName })
            }
            confirmLabel={me ? t("orgCompany.members.leave") : t("orgCompany.members.remove")}
            destructive
            onConfirm={() => void onRemove()}
          />
        )}
      </td>
    </tr>
  );
}

function InviteRow({ slug, invite, myRole }: { slug: string; invite: TOrgInvite; myRole: TMemberRole }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const revoke = useRevokeInvite(slug);
  const until = formatDay(invite.expires_at, lang);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-3">
      <div>
        <p className="font-medium wrap-anywhere">{invite.email}</p>
        <p className="text-sm text-muted">
          {t(`org.roles.${invite.role}`)} ·{" "}
          {invite.expired ? (
            <span className="text-danger">{t("orgCompany.members.inviteExpired")}</span>
          ) : (
            t("orgCompany.members.inviteUntil", { date: until })
          )}
        </p>
      </div>
      {(myRole === "owner" || invite.role !== "owner") && (
        <Button
          variant="secondary"
          size="sm"
          disabled={revoke.isPending}
          aria-label={t("orgCompany.members.revokeNamed", { email: invite.email })}
          onClick={async () => {
            try {
              await revoke.mutateAsync(invite.id);
              toast.success(t("orgCompany.members.revoked", { email: invite.email }));
            } catch {
              // The shared toast says it.
            }
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("orgCompany.members.revoke")}
        </Button>
      )}
    </li>
  );
}

/** Who looks at the team: the organisation and the signed-in member's role and id. */
type MemberViewProps = { slug: string; myRole: TMemberRole; myUserId: number; organizationName: string };

/**
 * The team (owners and admins): members with their roles, open invitations, and the invitation
 * form. Admins cannot touch owners nor make them; the one owner is offered neither leaving nor
 * another role (the server refuses both with last_owner) but told how to hand over first.
 */
export function MembersSection({ slug, myRole, myUserId, organizationName }: MemberViewProps) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(membersQueryOptions(slug));
  const [refusal, setRefusal] = useState<string>();
  const owners = data.members.filter((member) => member.role === "owner").length;
  return (
    <TitledSection id="org-members-title" title={t("orgCompany.members.title")} className="space-y-5">
      <p className="max-w-prose text-muted">{t("orgCompany.members.intro")}</p>
      {refusal && (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {refusal}
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm sm:text-base">
          <caption className="sr-only">{t("orgCompany.members.tableCaption")}</caption>
          <ColumnHeads
            columns={[t("orgCompany.members.name"), t("orgCompany.members.role"), t("orgCompany.members.since")]}
            actions={t("orgCompany.members.actions")}
          />
          <tbody>
            {data.members.map((member) => (
              <MemberRow
                onlyOwner={member.role === "owner" && owners === 1}
                key={`${member.user_id}-${member.role}`}
                slug={slug}
                member={member}
                myRole={myRole}
                myUserId={myUserId}
                organizationName={organizationName}
                onRefusal={setRefusal}
              />
            ))}
          </tbody>
        </table>
      </div>
      <TitledSubsection id="org-invites-title" title={t("orgCompany.members.invitesTitle")}>
        {data.invites.length === 0 ? (
          <p className="text-sm text-muted">{t("orgCompany.members.noInvites")}</p>
        ) : (
          <ul aria-labelledby="org-invites-title">
            {data.invites.map((invite) => (
              <InviteRow key={invite.id} slug={slug} invite={invite} myRole={myRole} />
            ))}
          </ul>
        )}
      </TitledSubsection>
      <InviteForm slug={slug} role={myRole} />
    </TitledSection>
  );
}

/**
 * The read-only view's way out (recruiters): leave the organisation after a confirmation. The
 * server refuses only the last owner (last_owner), shown here like in the team list.
 */
export function LeaveOrganization({ slug, myRole, myUserId, organizationName }: MemberViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const remove = useRemoveMember(slug);
  const [refusal, setRefusal] = useState<string>();

  const onLeave = async () => {
    setRefusal(undefined);
    try {
      await remove.mutateAsync(myUserId);
      toast.success(t("orgCompany.members.left", { organization: organizationName }));
      await navigate({ to: "/$lang", params: { lang } });
    } catch (error) {
      setRefusal(
        error instanceof ServiceError ? serviceMessage(error.code, error.detail) : t("orgCompany.members.leaveFailed"),
      );
    }
  };

  return (
    <TitledSection id="org-membership-title" title={t("orgCompany.members.membershipTitle")} className="space-y-3">
      <p className="max-w-prose text-muted">
        {t("orgCompany.members.membershipText", { role: t(`org.roles.${myRole}`), organization: organizationName })}
      </p>
      {refusal && (
        <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm">
          {refusal}
        </div>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={remove.isPending || myUserId === 0}>
            <UserMinus aria-hidden="true" className="size-4" />
            {t("orgCompany.members.leave")}
          </Button>
        }
        title={t("orgCompany.members.leaveTitle")}
        description={t("orgCompany.members.leaveText", { organization: organizationName })}
        confirmLabel={t("orgCompany.members.leave")}
        destructive
        onConfirm={() => void onLeave()}
      />
    </TitledSection>
  );
}

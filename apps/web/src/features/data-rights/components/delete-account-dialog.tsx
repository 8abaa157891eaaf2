import { DATA_RIGHTS_ERROR_CODES, ZEmail } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { DialogCancel, DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { accountDeletionPreviewOptions, useDeleteMyAccount } from "../api/data-rights";

function serviceMessage(code: string, detail: string): string | undefined {
  if (code === DATA_RIGHTS_ERROR_CODES.confirmationMismatch) return i18n.t("dataRights.deleteDialog.mismatch");
  if (code === DATA_RIGHTS_ERROR_CODES.lastOwner) return detail;
  return undefined;
}

/**
 * Deleting the account (ADR 030): the dialog says what goes and what employers keep, lists the
 * company accounts that go along or block the deletion (last owner), and asks for the address
 * typed again. Afterwards the session is gone: the app signs out and says so.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      trigger={<Button variant="danger">{t("dataRights.yourData.delete")}</Button>}
      title={t("dataRights.deleteDialog.title")}
      description={t("dataRights.deleteDialog.whatGoes")}
      role="alertdialog"
    >
      <DeleteAccountBody email={email} />
    </TitledDialog>
  );
}

function DeleteAccountBody({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const preview = useQuery(accountDeletionPreviewOptions());
  const deleteAccount = useDeleteMyAccount();
  const schema = z.object({
    confirm_email: ZEmail.refine((typed) => typed === email.toLowerCase(), {
      error: () => i18n.t("dataRights.deleteDialog.mismatch"),
    }),
  });
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema,
    defaultValues: { confirm_email: "" },
    fields: ["confirm_email"],
    serviceMessage,
    onSubmit: async (values) => {
      await deleteAccount.mutateAsync(values);
      toast.success(t("dataRights.deleteDialog.deleted"), { duration: 10_000 });
      await navigate({ to: "/$lang/search", params: { lang } });
      await deleteAccount.signedOut();
    },
  });

  if (preview.isPending) {
    return (
      <p role="status" className="mt-4">
        {t("dataRights.deleteDialog.loading")}
      </p>
    );
  }
  if (preview.isError) return <FormError error={{ message: preview.error.message }} />;
  const { organizations_deleted: goes, last_owner_of: blocking, applications_anonymised: count } = preview.data;

  return (
    <div className="mt-4 space-y-4">
      <p>
        {t("dataRights.deleteDialog.employersKeep")} {count > 0 && t("dataRights.deleteDialog.applications", { count })}
      </p>
      {blocking.length > 0 ? (
        <div role="alert" className="space-y-2 rounded-md border border-danger p-3">
          <p>{t("dataRights.deleteDialog.lastOwner")}</p>
          <ul className="list-disc pl-6">
            {blocking.map((org) => (
              <li key={org.id}>{org.name}</li>
            ))}
          </ul>
          <DialogFooter>
            <DialogCancel>{t("dataRights.deleteDialog.cancel")}</DialogCancel>
          </DialogFooter>
        </div>
      ) : (
        <form {...formProps} className="space-y-4">
          {goes.length > 0 && (
            <div className="space-y-2">
              <p>{t("dataRights.deleteDialog.orgsGo")}</p>
              <ul className="list-disc pl-6">
                {goes.map((org) => (
                  <li key={org.id}>{org.name}</li>
                ))}
              </ul>
            </div>
          )}
          <FormError error={errors.root?.server} />
          <Field
            label={t("dataRights.deleteDialog.confirmLabel")}
            hint={t("dataRights.deleteDialog.confirmHint", { email })}
            error={errors.confirm_email?.message}
          >
            {(props) => (
              <Input type="email" autoComplete="off" spellCheck={false} {...props} {...register("confirm_email")} />
            )}
          </Field>
          <DialogFooter>
            <DialogCancel>{t("dataRights.deleteDialog.cancel")}</DialogCancel>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting ? t("dataRights.deleteDialog.deleting") : t("dataRights.deleteDialog.confirm")}
            </Button>
          </DialogFooter>
        </form>
      )}
    </div>
  );
}

import {
  APPLICATION_ERROR_CODES,
  APPLICATION_LIMITS,
  MY_APPLICATION_TEXT_FIELDS,
  ZMyApplicationText,
  type TMyApplication,
} from "@jobatlas/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Info } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Textarea } from "@/components/ui/textarea";
import { useDocumentTitle } from "@/lib/document-title";
import { useApiForm } from "@/lib/use-api-form";
import { myCareerKeys } from "@/features/applications/api/keys";
import { useUpdateByToken, useUpdateMyApplication } from "../api/my-career";
import { BackLink } from "@/components/ui/link-button";
import { SaveButton } from "@/components/ui/submit-button";
import { ApplicationChangeHeader } from "./application-change-header";

/** What the editor sends: the three profile texts. */
export const ZMyApplicationTextsForm = z.object({
  my_story: ZMyApplicationText,
  what_i_bring: ZMyApplicationText,
  what_i_want: ZMyApplicationText,
});
export type TMyApplicationTextsForm = z.infer<typeof ZMyApplicationTextsForm>;

/**
 * user/applications/{id}/edit: the three profile texts while the application is pending; after
 * saving, back to the application. Otherwise it says why they can no longer be changed. With
 * `token` the anonymous applicant changes them through the mailed link (ADR 055).
 */
export function MyApplicationEdit({ application, token }: { application: TMyApplication; token?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.userApplicationEdit.title");
  useDocumentTitle(title);
  const params = { lang, id: String(application.id) };

  return (
    <div className="space-y-6">
      <BackLink to="/$lang/user/applications/$id" params={params} search={token ? { token } : {}}>
        {t("myCareer.edit.cancel")}
      </BackLink>
      <ApplicationChangeHeader title={title} application={application} />
      {application.editable ? (
        <TextsForm application={application} token={token} />
      ) : (
        <div role="status" className="flex max-w-prose gap-3 rounded-lg border border-border bg-surface p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          <div>
            <p className="font-semibold">{t("myCareer.edit.notEditable")}</p>
            <p className="text-muted">
              {t("myCareer.edit.notEditableText", { status: t(`myCareer.status.${application.displayed_status}`) })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

function TextsForm({ application, token }: { application: TMyApplication; token?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateOwn = useUpdateMyApplication(application.id);
  const updateByToken = useUpdateByToken(application.id, token ?? "");
  const back = { to: "/$lang/user/applications/$id", params: { lang, id: String(application.id) } } as const;
  const { register, control, formState, formProps } = useApiForm({
    schema: ZMyApplicationTextsForm,
    defaultValues: {
      my_story: application.my_story,
      what_i_bring: application.what_i_bring,
      what_i_want: application.what_i_want,
    },
    fields: MY_APPLICATION_TEXT_FIELDS,
    onSubmit: async (values) => {
      try {
        if (token) await updateByToken.mutateAsync(values);
        else await updateOwn.mutateAsync(values);
      } catch (error) {
        // Taken up meanwhile: the screen shows why the texts can no longer change.
        void queryClient.invalidateQueries({
          queryKey: token ? myCareerKeys.statusPage(application.id, token) : myCareerKeys.all,
        });
        throw error;
      }
      toast.success(t("myCareer.edit.saved"));
      await navigate({ ...back, search: token ? { token } : {} });
    },
    serviceMessage: (code) =>
      code === APPLICATION_ERROR_CODES.notPending ? t("myCareer.edit.notEditable") : undefined,
  });
  const { errors } = formState;
  const texts = useWatch({ control });

  return (
    <form {...formProps} className="max-w-3xl space-y-6">
      <p className="max-w-prose text-muted">{t("myCareer.edit.intro")}</p>
      <FormError error={errors.root?.server} />
      {MY_APPLICATION_TEXT_FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`myCareer.texts.${field}.label`)}
          hint={`${t(`myCareer.texts.${field}.hint`)} ${t("myCareer.edit.characters", {
            count: texts[field]?.length ?? 0,
            max: APPLICATION_LIMITS.textMax,
          })}`}
          error={errors[field]?.message}
          optional
        >
          {(props) => <Textarea rows={6} maxLength={APPLICATION_LIMITS.textMax} {...props} {...register(field)} />}
        </Field>
      ))}
      <div className="flex flex-wrap gap-3">
        <SaveButton state={formState} texts="myCareer.edit" />
        <Link {...back} search={token ? { token } : {}} className={buttonClasses("secondary")}>
          {t("myCareer.edit.cancel")}
        </Link>
      </div>
    </form>
  );
}

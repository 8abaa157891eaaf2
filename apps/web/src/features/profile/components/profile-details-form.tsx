import { ZProfileUpdateRequest, type TProfile } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { LanguageSelect } from "@/components/ui/language-select";
import { useUpdateProfile } from "@/features/profile/api/update-profile";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSaveForm } from "@/lib/use-save-form";
import { ProfileSection } from "./profile-section";

const ZDetailsForm = ZProfileUpdateRequest.pick({ first_name: true, last_name: true, language: true });
const FIELDS = ["first_name", "last_name", "language"] as const;

/** First name, last name and the language of our mails → PUT /capi/profile. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { register, formState, formProps } = useSaveForm({
    schema: ZDetailsForm,
    saved: profile,
    valuesOf: ({ first_name, last_name, language }) => ({ first_name, last_name, language }),
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
    savedText: t("profile.saved"),
  });
  const { errors } = formState;

  return (
    <ProfileSection title={t("profile.detailsSection")}>
      <form {...formProps} className="space-y-5">
        <FormError error={errors.root?.server} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("account.firstName")} error={errors.first_name?.message}>
            {(props) => <Input autoComplete="given-name" {...props} {...register("first_name")} />}
          </Field>
          <Field label={t("account.lastName")} error={errors.last_name?.message}>
            {(props) => <Input autoComplete="family-name" {...props} {...register("last_name")} />}
          </Field>
        </div>
        <Field label={t("account.language")} hint={t("account.languageHint")} error={errors.language?.message}>
          {(props) => <LanguageSelect {...props} {...register("language")} />}
        </Field>
        <SubmitButton state={formState} disabled={!formState.isDirty}>
          {t("profile.save")}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}

import { ZProfileUpdateRequest, type TProfile } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { LanguageSelect } from "@/components/ui/language-select";
import { useApiForm } from "@/lib/use-api-form";
import { useUpdateProfile } from "@/features/profile/api/update-profile";
import { ProfileSection } from "./profile-section";

const ZDetailsForm = ZProfileUpdateRequest.pick({ first_name: true, last_name: true, language: true });
const FIELDS = ["first_name", "last_name", "language"] as const;

/** First name, last name and the language of our mails → PUT /capi/profile. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
    formProps,
  } = useApiForm({
    schema: ZDetailsForm,
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name, language: profile.language },
    fields: FIELDS,
    onSubmit: async (values) => {
      const saved = await update.mutateAsync(values);
      reset({ first_name: saved.first_name, last_name: saved.last_name, language: saved.language });
      toast.success(t("profile.saved"));
    },
  });

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
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("form.sending") : t("profile.save")}
        </Button>
      </form>
    </ProfileSection>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { LANGUAGES, ZProfileUpdateRequest, type TProfile } from "@jobatlas/contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyApiError } from "@/lib/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { useUpdateProfile } from "@/features/profile/api/update-profile";
import { ProfileSection } from "./profile-section";

const ZDetailsForm = ZProfileUpdateRequest.pick({ first_name: true, last_name: true, language: true });
type TDetailsFormInput = z.input<typeof ZDetailsForm>;
type TDetailsForm = z.output<typeof ZDetailsForm>;
const FIELDS = ["first_name", "last_name", "language"] as const;

/** First name, last name and the language of our mails → PUT /capi/profile. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = useForm<TDetailsFormInput, unknown, TDetailsForm>({
    shouldFocusError: false,
    resolver: zodResolver(ZDetailsForm),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name, language: profile.language },
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = async (values: TDetailsForm) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ first_name: saved.first_name, last_name: saved.last_name, language: saved.language });
      toast.success(t("profile.saved"));
    } catch (error) {
      applyApiError(error, setError, FIELDS);
    }
  };

  return (
    <ProfileSection title={t("profile.detailsSection")}>
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
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
          {(props) => (
            <Select {...props} {...register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`language.${language}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("form.sending") : t("profile.save")}
        </Button>
      </form>
    </ProfileSection>
  );
}

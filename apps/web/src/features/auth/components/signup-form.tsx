import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { LanguageSelect } from "@/components/ui/language-select";
import { ZSeekerSignupForm } from "./form-schemas";
import { PersonFields } from "./person-fields";
import { TermsCheckbox } from "./terms-checkbox";
import { useSignUpForm } from "./use-signup-form";

const FIELDS = ["first_name", "last_name", "email", "language", "accept_terms"] as const;

/** Seeker sign-up: names, email, language (the page's), terms → "check your inbox". */
export function SignupForm({ next }: { next?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
    sent,
  } = useSignUpForm({
    schema: ZSeekerSignupForm,
    defaultValues: { first_name: "", last_name: "", email: "", language: lang },
    fields: FIELDS,
    toRequest: (values) => ({ kind: "seeker", ...values, next }),
  });
  if (sent) return sent;

  return (
    <form {...formProps} className="space-y-5">
      <FormError error={errors.root?.server} />
      <PersonFields register={register} errors={errors} />
      <Field label={t("account.language")} hint={t("account.languageHint")} error={errors.language?.message}>
        {(props) => <LanguageSelect {...props} {...register("language")} />}
      </Field>
      <TermsCheckbox error={errors.accept_terms?.message} {...register("accept_terms")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("account.signup.submit")}
      </Button>
    </form>
  );
}

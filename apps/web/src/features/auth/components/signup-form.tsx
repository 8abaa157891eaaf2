import { zodResolver } from "@hookform/resolvers/zod";
import { LANGUAGES } from "@jobatlas/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Select } from "@/components/ui/select";
import { applyApiError } from "@/lib/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { useSignUp } from "@/features/auth/api/sign-up";
import { CheckInbox } from "./check-inbox";
import { PersonFields } from "./person-fields";
import { TermsCheckbox } from "./terms-checkbox";
import { ZSeekerSignupForm, type TSeekerSignupForm, type TSeekerSignupFormInput } from "./form-schemas";

const FIELDS = ["first_name", "last_name", "email", "language", "accept_terms"] as const;

/** Seeker sign-up: names, email, language (the page's), terms → "check your inbox". */
export function SignupForm({ next }: { next?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TSeekerSignupFormInput, unknown, TSeekerSignupForm>({
    shouldFocusError: false,
    resolver: zodResolver(ZSeekerSignupForm),
    defaultValues: { first_name: "", last_name: "", email: "", language: lang },
  });
  const formRef = useFocusFirstInvalid(submitCount);

  if (sentTo !== undefined) {
    return (
      <CheckInbox
        email={sentTo}
        onAgain={() => {
          reset();
          setSentTo(undefined);
        }}
      />
    );
  }

  const onSubmit = async (values: TSeekerSignupForm) => {
    try {
      await signUp.mutateAsync({ kind: "seeker", ...values, next });
      setSentTo(values.email);
    } catch (error) {
      applyApiError(error, setError, FIELDS);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      <FormError error={errors.root?.server} />
      <PersonFields
        register={{ first_name: register("first_name"), last_name: register("last_name"), email: register("email") }}
        errors={{
          first_name: errors.first_name?.message,
          last_name: errors.last_name?.message,
          email: errors.email?.message,
        }}
      />
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
      <TermsCheckbox error={errors.accept_terms?.message} {...register("accept_terms")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("account.signup.submit")}
      </Button>
    </form>
  );
}

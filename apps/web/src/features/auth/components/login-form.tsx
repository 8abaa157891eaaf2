import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { applyApiError } from "@/lib/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { useRequestLoginLink } from "@/features/auth/api/request-login-link";
import { ZLoginForm, type TLoginForm, type TLoginFormInput } from "./form-schemas";

/** Email → POST /capi/login (with `next`) → `onSent(email)`; the answer never tells whether the address is known. */
export function LoginForm({ next, onSent }: { next?: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const requestLink = useRequestLoginLink();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TLoginFormInput, unknown, TLoginForm>({
    shouldFocusError: false,
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: "" },
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = async ({ email }: TLoginForm) => {
    try {
      await requestLink.mutateAsync({ email, next });
      onSent(email);
    } catch (error) {
      applyApiError(error, setError, ["email"]);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      <FormError error={errors.root?.server} />
      <Field label={t("account.email")} error={errors.email?.message}>
        {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...register("email")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("account.login.submit")}
      </Button>
    </form>
  );
}

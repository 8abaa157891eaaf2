import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { useApiForm } from "@/lib/use-api-form";
import { useRequestLoginLink } from "@/features/auth/api/request-login-link";
import { ZLoginForm } from "./form-schemas";

/** Email → POST /capi/login (with `next`) → `onSent(email)`; the answer never tells whether the address is known. */
export function LoginForm({ next, onSent }: { next?: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const requestLink = useRequestLoginLink();
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZLoginForm,
    defaultValues: { email: "" },
    fields: ["email"],
    onSubmit: async ({ email }) => {
      await requestLink.mutateAsync({ email, next });
      onSent(email);
    },
  });

  return (
    <form {...formProps} className="space-y-5">
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

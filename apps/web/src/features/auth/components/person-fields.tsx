import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** First name, last name and email: the same on the seeker sign-up and the account opening. */
export function PersonFields({
  register,
  errors,
}: {
  register: Record<"first_name" | "last_name" | "email", UseFormRegisterReturn>;
  errors: { first_name?: string; last_name?: string; email?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("account.firstName")} error={errors.first_name}>
          {(props) => <Input autoComplete="given-name" {...props} {...register.first_name} />}
        </Field>
        <Field label={t("account.lastName")} error={errors.last_name}>
          {(props) => <Input autoComplete="family-name" {...props} {...register.last_name} />}
        </Field>
      </div>
      <Field label={t("account.email")} error={errors.email}>
        {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...register.email} />}
      </Field>
    </>
  );
}

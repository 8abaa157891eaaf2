import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Person = { first_name: string; last_name: string; email: string };

/**
 * First name, last name and email: the same on the seeker sign-up and the account opening. Takes
 * the form's `register` and `errors` (any form that has these three fields).
 */
export function PersonFields<T extends FieldValues & Person>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  // The three names are fields of T (its type says so); TypeScript cannot follow that into Path<T>.
  const field = (name: keyof Person) => register(name as Path<T>);
  const error = (name: keyof Person) => (errors as FieldErrors<Person>)[name]?.message;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("account.firstName")} error={error("first_name")}>
          {(props) => <Input autoComplete="given-name" {...props} {...field("first_name")} />}
        </Field>
        <Field label={t("account.lastName")} error={error("last_name")}>
          {(props) => <Input autoComplete="family-name" {...props} {...field("last_name")} />}
        </Field>
      </div>
      <Field label={t("account.email")} error={error("email")}>
        {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...field("email")} />}
      </Field>
    </>
  );
}

import { ZCompanySize, type TPlan } from "@jobatlas/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ComponentProps, ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Trans, useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { PlanPicker } from "@/components/plans/plan-picker";
import { Button } from "@/components/ui/button";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useApiForm } from "@/lib/use-api-form";
import { useSession } from "@/lib/session";
import { useOpenOrganization } from "../api/open-organization";
import { ZEmployerSignupForm, ZOpenOrganizationForm } from "./form-schemas";
import { PersonFields } from "./person-fields";
import { TermsCheckbox } from "./terms-checkbox";
import { useSignUpForm } from "./use-signup-form";

const linkClasses = "text-accent underline hover:text-accent-hover";

function CompanySizeSelect(props: ComponentProps<"select"> & FieldControlProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      <option value="">{t("account.company.companySizeChoose")}</option>
      {ZCompanySize.options.map((size) => (
        <option key={size} value={size}>
          {t(`account.company.sizes.${size}`)}
        </option>
      ))}
    </Select>
  );
}

type Company = { plan: string; company_name: string; company_size: string };

/**
 * The plan cards, the note on sales, and the company's name and size: the same signed out and
 * signed in. `children` come first in the company fieldset (who opens the account).
 */
function PlanAndCompany<T extends FieldValues & Company>({
  register,
  errors,
  selected,
  children,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  selected: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The three names are fields of T (its type says so); TypeScript cannot follow that into Path<T>.
  const field = (name: keyof Company) => register(name as Path<T>);
  const error = (name: keyof Company) => (errors as FieldErrors<Company>)[name]?.message;
  return (
    <>
      <PlanPicker selected={selected} error={error("plan")} registration={field("plan")} />
      <p className="text-sm text-muted">
        <Trans
          i18nKey="account.company.comparePlans"
          components={{ contact: <Link to="/$lang/contact" params={{ lang }} className={linkClasses} /> }}
        />
      </p>
      <fieldset className="max-w-2xl space-y-5">
        <legend className="text-lg font-semibold">{t("account.company.companySection")}</legend>
        {children}
        <Field label={t("account.company.companyName")} error={error("company_name")}>
          {(props) => <Input autoComplete="organization" {...props} {...field("company_name")} />}
        </Field>
        <Field label={t("account.company.companySize")} error={error("company_size")}>
          {(props) => <CompanySizeSelect {...props} {...field("company_size")} />}
        </Field>
      </fieldset>
    </>
  );
}

/**
 * The account-opening page's form. Signed out: company, plan and the owner's details →
 * POST /capi/signup (employer) → "check your inbox" (the mailed link leads to the new org).
 * Signed in: company and plan → POST /capi/organizations → straight into the new org's area.
 */
export function CompanySignupForm({ plan }: { plan?: TPlan }) {
  const { data: session } = useSession();
  if (session?.authenticated && session.user) {
    return <OpenOrganizationForm plan={plan} user={session.user} />;
  }
  return <EmployerSignupForm plan={plan} />;
}

const EMPLOYER_FIELDS = [
  "company_name",
  "company_size",
  "plan",
  "first_name",
  "last_name",
  "email",
  "language",
  "accept_terms",
] as const;

function EmployerSignupForm({ plan }: { plan?: TPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    formProps,
    sent,
  } = useSignUpForm({
    schema: ZEmployerSignupForm,
    defaultValues: { company_name: "", first_name: "", last_name: "", email: "", language: lang, plan: plan ?? "free" },
    fields: EMPLOYER_FIELDS,
    toRequest: (values) => ({ kind: "employer", ...values }),
  });
  if (sent) return sent;

  return (
    <form {...formProps} className="space-y-8">
      <FormError error={errors.root?.server} />
      <PlanAndCompany register={register} errors={errors} selected={watch("plan")} />
      <fieldset className="max-w-2xl space-y-5" aria-describedby="you-hint">
        <legend className="text-lg font-semibold">{t("account.company.youSection")}</legend>
        <p id="you-hint" className="text-sm text-muted">
          {t("account.company.youHint")}
        </p>
        <PersonFields register={register} errors={errors} />
        <TermsCheckbox error={errors.accept_terms?.message} {...register("accept_terms")} />
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("account.company.submit")}
      </Button>
    </form>
  );
}

const ORG_FIELDS = ["company_name", "company_size", "plan"] as const;

function OpenOrganizationForm({
  plan,
  user,
}: {
  plan?: TPlan;
  user: { first_name: string; last_name: string; email: string };
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const openOrganization = useOpenOrganization();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZOpenOrganizationForm,
    defaultValues: { company_name: "", plan: plan ?? "free" },
    fields: ORG_FIELDS,
    onSubmit: async (values) => {
      const organization = await openOrganization.mutateAsync(values);
      await navigate({ to: "/$lang/org/$companyslug", params: { lang, companyslug: organization.slug } });
    },
  });

  return (
    <form {...formProps} className="space-y-8">
      <FormError error={errors.root?.server} />
      <PlanAndCompany register={register} errors={errors} selected={watch("plan")}>
        <p className="text-sm text-muted">
          {t("account.company.signedInAs", { name: `${user.first_name} ${user.last_name}`, email: user.email })}
        </p>
      </PlanAndCompany>
      <p className="text-sm text-muted">
        <Trans
          i18nKey="account.company.termsSignedIn"
          components={{
            terms: <Link to="/$lang/terms" params={{ lang }} target="_blank" className={linkClasses} />,
          }}
        />
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("account.company.submit")}
      </Button>
    </form>
  );
}

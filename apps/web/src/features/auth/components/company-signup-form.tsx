import { zodResolver } from "@hookform/resolvers/zod";
import { ZCompanySize, type TPlan } from "@jobatlas/contract";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyApiError } from "@/lib/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { useSession } from "@/lib/session";
import { useOpenOrganization } from "@/features/auth/api/open-organization";
import { useSignUp } from "@/features/auth/api/sign-up";
import { CheckInbox } from "./check-inbox";
import {
  ZEmployerSignupForm,
  ZOpenOrganizationForm,
  type TEmployerSignupForm,
  type TEmployerSignupFormInput,
  type TOpenOrganizationForm,
  type TOpenOrganizationFormInput,
} from "./form-schemas";
import { PlanPicker } from "./plan-picker";
import { PersonFields } from "./person-fields";
import { TermsCheckbox } from "./terms-checkbox";

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

function SalesNote() {
  const lang = useLanguage();
  return (
    <p className="text-sm text-muted">
      <Trans
        i18nKey="account.company.comparePlans"
        components={{ contact: <Link to="/$lang/contact" params={{ lang }} className={linkClasses} /> }}
      />
    </p>
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
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TEmployerSignupFormInput, unknown, TEmployerSignupForm>({
    shouldFocusError: false,
    resolver: zodResolver(ZEmployerSignupForm),
    defaultValues: {
      company_name: "",
      first_name: "",
      last_name: "",
      email: "",
      language: lang,
      plan: plan ?? "free",
    },
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

  const onSubmit = async (values: TEmployerSignupForm) => {
    try {
      await signUp.mutateAsync({ kind: "employer", ...values });
      setSentTo(values.email);
    } catch (error) {
      applyApiError(error, setError, EMPLOYER_FIELDS);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-8">
      <FormError error={errors.root?.server} />
      <PlanPicker selected={watch("plan")} error={errors.plan?.message} registration={register("plan")} />
      <SalesNote />
      <fieldset className="max-w-2xl space-y-5">
        <legend className="text-lg font-semibold">{t("account.company.companySection")}</legend>
        <Field label={t("account.company.companyName")} error={errors.company_name?.message}>
          {(props) => <Input autoComplete="organization" {...props} {...register("company_name")} />}
        </Field>
        <Field label={t("account.company.companySize")} error={errors.company_size?.message}>
          {(props) => <CompanySizeSelect {...props} {...register("company_size")} />}
        </Field>
      </fieldset>
      <fieldset className="max-w-2xl space-y-5" aria-describedby="you-hint">
        <legend className="text-lg font-semibold">{t("account.company.youSection")}</legend>
        <p id="you-hint" className="text-sm text-muted">
          {t("account.company.youHint")}
        </p>
        <PersonFields
          register={{ first_name: register("first_name"), last_name: register("last_name"), email: register("email") }}
          errors={{
            first_name: errors.first_name?.message,
            last_name: errors.last_name?.message,
            email: errors.email?.message,
          }}
        />
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
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TOpenOrganizationFormInput, unknown, TOpenOrganizationForm>({
    shouldFocusError: false,
    resolver: zodResolver(ZOpenOrganizationForm),
    defaultValues: { company_name: "", plan: plan ?? "free" },
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = async (values: TOpenOrganizationForm) => {
    try {
      const organization = await openOrganization.mutateAsync(values);
      await navigate({ to: "/$lang/org/$companyslug", params: { lang, companyslug: organization.slug } });
    } catch (error) {
      applyApiError(error, setError, ORG_FIELDS);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-8">
      <FormError error={errors.root?.server} />
      <PlanPicker selected={watch("plan")} error={errors.plan?.message} registration={register("plan")} />
      <SalesNote />
      <fieldset className="max-w-2xl space-y-5">
        <legend className="text-lg font-semibold">{t("account.company.companySection")}</legend>
        <p className="text-sm text-muted">
          {t("account.company.signedInAs", { name: `${user.first_name} ${user.last_name}`, email: user.email })}
        </p>
        <Field label={t("account.company.companyName")} error={errors.company_name?.message}>
          {(props) => <Input autoComplete="organization" {...props} {...register("company_name")} />}
        </Field>
        <Field label={t("account.company.companySize")} error={errors.company_size?.message}>
          {(props) => <CompanySizeSelect {...props} {...register("company_size")} />}
        </Field>
      </fieldset>
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

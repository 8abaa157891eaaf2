import { AUTH_ERROR_CODES, ZEmail, type TProfile } from "@jobatlas/contract";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { useConfirmEmailCode, useRequestEmailCode } from "@/features/profile/api/email-verification";
import { useUpdateProfile } from "@/features/profile/api/update-profile";
import { ProfileSection } from "./profile-section";

type Step = { kind: "idle" } | { kind: "email" } | { kind: "code"; email: string };

/** The messages this screen gives for the account area's service error codes. */
function serviceMessage(code: string, detail: string): string | undefined {
  switch (code) {
    case AUTH_ERROR_CODES.codeInvalid:
      return detail; // says how many tries are left
    case AUTH_ERROR_CODES.codeExpired:
      return i18n.t("profile.email.codeExpired");
    case AUTH_ERROR_CODES.verificationTokenInvalid:
      return i18n.t("profile.email.tokenInvalid");
    case AUTH_ERROR_CODES.emailTaken:
      return i18n.t("profile.email.taken");
    default:
      return undefined;
  }
}

/**
 * Changing the email address: the new address gets a 6-digit code (POST email-verification,
 * purpose change_email); the code buys a verification token (confirm), which goes with the new
 * address into PUT /capi/profile. Nothing changes until the code is confirmed.
 */
export function EmailChange({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const changeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (step.kind === "idle" && returnFocus.current) changeButton.current?.focus();
    returnFocus.current = false;
  }, [step]);

  const backToIdle = () => {
    returnFocus.current = true;
    setStep({ kind: "idle" });
  };

  return (
    <ProfileSection title={t("profile.email.section")}>
      <p>{t("profile.email.current", { email: profile.email })}</p>
      {step.kind === "idle" && (
        <Button ref={changeButton} variant="secondary" onClick={() => setStep({ kind: "email" })}>
          {t("profile.email.change")}
        </Button>
      )}
      {step.kind === "email" && (
        <NewEmailForm
          currentEmail={profile.email}
          onSent={(email) => setStep({ kind: "code", email })}
          onCancel={backToIdle}
        />
      )}
      {step.kind === "code" && (
        <CodeStep
          key={step.email}
          email={step.email}
          profile={profile}
          onDone={(email) => {
            toast.success(t("profile.email.changed", { email }));
            backToIdle();
          }}
          onCancel={backToIdle}
        />
      )}
    </ProfileSection>
  );
}

function NewEmailForm({
  currentEmail,
  onSent,
  onCancel,
}: {
  currentEmail: string;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const requestCode = useRequestEmailCode();
  const schema = z.object({
    email: ZEmail.refine((email) => email !== currentEmail.toLowerCase(), {
      error: () => i18n.t("profile.email.sameEmail"),
    }),
  });
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema,
    defaultValues: { email: "" },
    fields: ["email"],
    serviceMessage,
    onSubmit: async ({ email }) => {
      await requestCode.mutateAsync({ email, purpose: "change_email" });
      onSent(email);
    },
  });

  useEffect(() => setFocus("email"), [setFocus]);

  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field label={t("profile.email.newEmail")} hint={t("profile.email.newEmailHint")} error={errors.email?.message}>
        {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...register("email")} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("form.sending") : t("profile.email.sendCode")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("profile.email.cancel")}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  email,
  profile,
  onDone,
  onCancel,
}: {
  email: string;
  profile: TProfile;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirmCode = useConfirmEmailCode();
  const requestCode = useRequestEmailCode();
  const update = useUpdateProfile();
  return (
    <CodeForm
      texts="profile.email"
      email={email}
      submitLabel={t("profile.email.confirm")}
      cancelLabel={t("profile.email.cancel")}
      invalidCode={AUTH_ERROR_CODES.codeInvalid}
      serviceMessage={serviceMessage}
      onCode={async (code) => {
        const { verification_token } = await confirmCode.mutateAsync({ email, code });
        const saved = await update.mutateAsync({
          first_name: profile.first_name,
          last_name: profile.last_name,
          language: profile.language,
          email,
          email_verification_token: verification_token,
        });
        onDone(saved.email);
      }}
      onResend={() => requestCode.mutateAsync({ email, purpose: "change_email" })}
      resending={requestCode.isPending}
      onCancel={onCancel}
    />
  );
}

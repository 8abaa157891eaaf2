import { AUTH_ERROR_CODES, VERIFICATION_CODE_LENGTH } from "@jobatlas/contract";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { useConfirmEmailCode, useRequestEmailCode } from "@/features/profile";
import { rootErrorOf, type RootError } from "./root-error";

/**
 * The anonymous applicant's email check: a 6-digit code mailed to the address (purpose
 * application) buys a verification token, which the submit spends. Errors show at the code field
 * (wrong code, with the tries left) or for the step (expired, rate limit); a new code can be sent.
 * Once a code is sent, the focus moves to the code field (the button that sent it is gone).
 */
export function VerifyEmailStep({
  email,
  verified,
  onVerified,
}: {
  email: string;
  verified: boolean;
  onVerified: (verification: { email: string; token: string; expiresAt: string }) => void;
}) {
  const { t } = useTranslation();
  const requestCode = useRequestEmailCode();
  const confirmCode = useConfirmEmailCode();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [rootError, setRootError] = useState<RootError | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Each sent code moves the focus to the code field, the first one and every new one.
  const [codesSent, setCodesSent] = useState(0);
  useEffect(() => {
    if (codesSent > 0) codeInput.current?.focus();
  }, [codesSent]);

  const send = async () => {
    setRootError(null);
    setCodeError(undefined);
    try {
      await requestCode.mutateAsync({ email, purpose: "application" });
      setSent(true);
      setCode("");
      setCodesSent((n) => n + 1);
    } catch (error) {
      setRootError(rootErrorOf(error));
    }
  };

  const confirm = async () => {
    setRootError(null);
    setCodeError(undefined);
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code.trim())) {
      setCodeError(t("userApplications.apply.errors.required"));
      return;
    }
    try {
      const result = await confirmCode.mutateAsync({ email, code: code.trim() });
      onVerified({ email: result.email, token: result.verification_token, expiresAt: result.expires_at });
    } catch (error) {
      const root = rootErrorOf(error);
      if (root.code === AUTH_ERROR_CODES.codeInvalid) setCodeError(root.message);
      else if (root.code === AUTH_ERROR_CODES.codeExpired) {
        setRootError({ ...root, message: t("userApplications.apply.verify.codeExpired") });
        setSent(false);
      } else if (root.field === "code") setCodeError(root.message);
      else setRootError(root);
    }
  };

  if (verified) {
    return (
      <p role="status" className="flex items-center gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 text-accent" />
        {t("userApplications.apply.verify.confirmed", { email })}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <FormError message={rootError?.message} kind={rootError?.kind} />
      {!sent ? (
        <>
          <p>{t("userApplications.apply.verify.intro", { email })}</p>
          <Button type="button" onClick={() => void send()} disabled={requestCode.isPending}>
            {t("userApplications.apply.verify.send")}
          </Button>
        </>
      ) : (
        <>
          <p role="status">{t("userApplications.apply.verify.sent", { email })}</p>
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t("userApplications.apply.verify.code")} error={codeError} className="w-48">
              {(props) => (
                <Input
                  {...props}
                  ref={codeInput}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_LENGTH}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      void confirm();
                    }
                  }}
                />
              )}
            </Field>
            <Button type="button" onClick={() => void confirm()} disabled={confirmCode.isPending}>
              {t("userApplications.apply.verify.confirm")}
            </Button>
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={() => void send()} disabled={requestCode.isPending}>
            {t("userApplications.apply.verify.resend")}
          </Button>
        </>
      )}
    </div>
  );
}

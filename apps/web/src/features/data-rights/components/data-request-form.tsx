import { DATA_RIGHTS_ERROR_CODES, ZEmail } from "@jobatlas/contract";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CodeForm } from "@/components/ui/code-form";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { ServiceError } from "@/lib/api-errors";
import { i18n, useTranslation } from "@/lib/i18n";
import { useApiForm } from "@/lib/use-api-form";
import { useDeleteByToken, useExportByToken, useRequestDataCode, useVerifyDataCode } from "../api/data-rights";
import { saveExport } from "../download";
import { TitledSection } from "@/components/ui/titled-section";

type Step =
  | { kind: "email" }
  | { kind: "code"; email: string }
  | { kind: "verified"; email: string; token: string }
  | { kind: "deleted"; email: string };

function serviceMessage(code: string, detail: string): string | undefined {
  switch (code) {
    case DATA_RIGHTS_ERROR_CODES.codeInvalid:
      return detail; // says how many tries are left
    case DATA_RIGHTS_ERROR_CODES.codeExpired:
      return i18n.t("dataRights.request.codeExpired");
    case DATA_RIGHTS_ERROR_CODES.requestTokenInvalid:
      return i18n.t("dataRights.request.tokenInvalid");
    default:
      return undefined;
  }
}

/**
 * The privacy page's request of an anonymous applicant (ADR 030): an address, a mailed 6-digit
 * code, then the download or the deletion of what is held under the address.
 */
export function DataRequestForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: "email" });
  return (
    <TitledSection
      id="data-request"
      title={t("dataRights.request.heading")}
      className="max-w-3xl space-y-4 rounded-lg border border-border p-4 sm:p-6"
      headingClassName="scroll-mt-4 text-xl font-semibold"
    >
      <p className="max-w-prose">{t("dataRights.request.intro")}</p>
      {step.kind === "email" && <EmailStep onSent={(email) => setStep({ kind: "code", email })} />}
      {step.kind === "code" && (
        <CodeStep
          key={step.email}
          email={step.email}
          onVerified={(token) => setStep({ kind: "verified", email: step.email, token })}
          onStartOver={() => setStep({ kind: "email" })}
        />
      )}
      {step.kind === "verified" && (
        <VerifiedStep
          email={step.email}
          token={step.token}
          onDeleted={() => setStep({ kind: "deleted", email: step.email })}
          onExpired={() => setStep({ kind: "email" })}
        />
      )}
      {step.kind === "deleted" && (
        <p role="status" className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {t("dataRights.request.deleted", { email: step.email })}
        </p>
      )}
    </TitledSection>
  );
}

const ZEmailForm = z.object({ email: ZEmail });

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n: instance } = useTranslation();
  const requestCode = useRequestDataCode();
  const {
    register,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZEmailForm,
    defaultValues: { email: "" },
    fields: ["email"],
    serviceMessage,
    onSubmit: async ({ email }) => {
      await requestCode.mutateAsync({ email, language: instance.language });
      onSent(email);
    },
  });
  return (
    <form {...formProps} className="max-w-md space-y-4">
      <FormError error={errors.root?.server} />
      <Field label={t("dataRights.request.email")} error={errors.email?.message}>
        {(props) => <Input type="email" autoComplete="email" spellCheck={false} {...props} {...register("email")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("dataRights.request.sendCode")}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  onVerified,
  onStartOver,
}: {
  email: string;
  onVerified: (token: string) => void;
  onStartOver: () => void;
}) {
  const { t, i18n: instance } = useTranslation();
  const verify = useVerifyDataCode();
  const requestCode = useRequestDataCode();
  return (
    <CodeForm
      texts="dataRights.request"
      email={email}
      submitLabel={t("dataRights.request.verify")}
      cancelLabel={t("dataRights.request.startOver")}
      invalidCode={DATA_RIGHTS_ERROR_CODES.codeInvalid}
      serviceMessage={serviceMessage}
      onCode={async (code) => onVerified((await verify.mutateAsync({ email, code })).token)}
      onResend={() => requestCode.mutateAsync({ email, language: instance.language })}
      resending={requestCode.isPending}
      onCancel={onStartOver}
    />
  );
}

function VerifiedStep({
  email,
  token,
  onDeleted,
  onExpired,
}: {
  email: string;
  token: string;
  onDeleted: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const exportData = useExportByToken();
  const erase = useDeleteByToken();
  const [error, setError] = useState<string>();
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const failed = (err: unknown) => {
    if (err instanceof ServiceError && err.code === DATA_RIGHTS_ERROR_CODES.requestTokenInvalid) {
      toast.error(t("dataRights.request.tokenInvalid"));
      onExpired();
      return;
    }
    setError(err instanceof Error ? err.message : String(err));
  };

  return (
    <div className="space-y-4">
      <p ref={heading} tabIndex={-1} role="status" className="flex items-center gap-2 outline-none">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {t("dataRights.request.verified", { email })}
      </p>
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(token, {
              onSuccess: (data) => toast.success(t("dataRights.request.downloaded", { file: saveExport(data) })),
              onError: failed,
            })
          }
        >
          {t("dataRights.request.download")}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={erase.isPending}>
              {t("dataRights.request.delete")}
            </Button>
          }
          title={t("dataRights.request.deleteTitle", { email })}
          description={t("dataRights.request.deleteText")}
          confirmLabel={t("dataRights.request.deleteConfirm")}
          destructive
          onConfirm={() => erase.mutate(token, { onSuccess: onDeleted, onError: failed })}
        />
      </div>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { NetworkError, RateLimitedError, ValidationError } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { useCreateZtdiResult } from "../api/ztdi";
import { StepActions } from "./step-actions";

/**
 * After the last statement: an optional email for the result's link (prefilled with a signed-in
 * seeker's address), then the answers go to the server, which scores and stores them.
 */
export function ZtdiFinishStep({
  answers,
  onEdit,
  onStored,
}: {
  answers: (number | null)[];
  onEdit: () => void;
  onStored: (token: string, mailed: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: session } = useSession();
  const [email, setEmail] = useState(session?.user?.email ?? "");
  const create = useCreateZtdiResult();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const error = create.error;
  const emailError = error instanceof ValidationError ? error.fieldErrors.email?.[0] : undefined;
  const formError =
    !error || emailError
      ? undefined
      : error instanceof RateLimitedError
        ? { kind: "rateLimited", message: error.detail }
        : { kind: error instanceof NetworkError ? "network" : "failed", message: t("ztdi.finish.failed") };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { answers: answers.map((a) => a ?? 0), email: email.trim() || undefined, language: lang },
      { onSuccess: (created) => onStored(created.token, created.mailed) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <h2 className="text-2xl font-semibold">{t("ztdi.finish.title")}</h2>
      <p className="max-w-prose">{t("ztdi.finish.text")}</p>
      <Field label={t("ztdi.finish.email")} hint={t("ztdi.finish.emailHint")} error={emailError} optional>
        {(props) => (
          <Input
            ref={input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...props}
          />
        )}
      </Field>
      {formError && <FormError kind={formError.kind} message={formError.message} />}
      {create.isPending && (
        <p role="status" className="text-muted">
          {t("ztdi.finish.submitting")}
        </p>
      )}
      <StepActions
        aside={t("ztdi.finish.edit")}
        onAside={onEdit}
        submit={t("ztdi.finish.submit")}
        pending={create.isPending}
      />
    </form>
  );
}

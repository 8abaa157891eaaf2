import { Link } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import { Trans } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/field";

const linkClasses = "text-accent underline hover:text-accent-hover";

/** "I accept the terms of use and have read the data policy", both linked (they open in a new tab). */
export function TermsCheckbox({ error, ...props }: Omit<ComponentProps<"input">, "type"> & { error?: string }) {
  const lang = useLanguage();
  const errorId = "accept-terms-error";
  return (
    <div>
      <Checkbox
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        aria-required
        label={
          <Trans
            i18nKey="account.acceptTerms"
            components={{
              terms: <Link to="/$lang/terms" params={{ lang }} target="_blank" className={linkClasses} />,
              privacy: <Link to="/$lang/privacy" params={{ lang }} target="_blank" className={linkClasses} />,
            }}
          />
        }
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

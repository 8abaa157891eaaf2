import { useQuery } from "@tanstack/react-query";
import { UserCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { candidatePoolQueryOptions, useCandidatePoolAccess } from "../api/apply";
import { rootErrorOf, type RootError } from "./root-error";

/**
 * Candidate-pool access (DESIGN §4): instead of applying, a signed-in seeker lets the company see
 * their seeker profile, and can revoke it here (or later) again.
 */
export function CandidatePoolOption({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const grants = useQuery(candidatePoolQueryOptions());
  const access = useCandidatePoolAccess(companyId);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<RootError | null>(null);
  const granted = grants.data?.items.some((g) => g.company_id === companyId) ?? false;

  const change = async (grant: boolean) => {
    setError(null);
    try {
      await access.mutateAsync(grant);
      setMessage(
        t(grant ? "userApplications.apply.pool.granted" : "userApplications.apply.pool.revoked", {
          company: companyName,
        }),
      );
    } catch (err) {
      setError(rootErrorOf(err));
    }
  };

  return (
    <section aria-labelledby="apply-pool" className="max-w-prose space-y-3 rounded-lg border border-border p-4">
      <h2 id="apply-pool" className="flex items-center gap-2 font-semibold">
        <UserCheck aria-hidden="true" className="size-5" />
        {t("userApplications.apply.pool.title", { company: companyName })}
      </h2>
      <p>{t("userApplications.apply.pool.text", { company: companyName })}</p>
      <FormError message={error?.message} kind={error?.kind} />
      <p role="status">
        {message ?? (granted ? t("userApplications.apply.pool.granted", { company: companyName }) : "")}
      </p>
      {grants.isSuccess &&
        (granted ? (
          <Button variant="secondary" onClick={() => void change(false)} disabled={access.isPending}>
            {t("userApplications.apply.pool.revoke")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void change(true)} disabled={access.isPending}>
            {t("userApplications.apply.pool.grant", { company: companyName })}
          </Button>
        ))}
    </section>
  );
}

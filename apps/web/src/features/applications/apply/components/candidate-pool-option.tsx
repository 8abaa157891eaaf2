import { APPLICATION_ERROR_CODES, seekerProfileComplete } from "@jobatlas/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { UserCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { candidatePoolQueryOptions } from "@/features/applications/my-career/api/my-career";
import { seekerProfileKeys, seekerProfileQueryOptions } from "@/features/seeker-profile";
import { useCandidatePoolAccess } from "../api/apply";
import { rootErrorOf, type RootError } from "./root-error";

/**
 * Candidate-pool access (docs/domain.md §4): instead of applying, a signed-in seeker lets the company see
 * their seeker profile, and can revoke it here (or later) again. Offered only once the profile is
 * complete (seekerProfileComplete, as the server checks): until then, the way to complete it.
 */
export function CandidatePoolOption({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const grants = useQuery(candidatePoolQueryOptions());
  const profile = useQuery(seekerProfileQueryOptions());
  const access = useCandidatePoolAccess(companyId);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<RootError | null>(null);
  const granted = grants.data?.items.some((g) => g.company_id === companyId) ?? false;
  const complete = profile.data ? seekerProfileComplete(profile.data) : false;

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
      const root = rootErrorOf(err);
      // The profile changed elsewhere since it was read: read it again, the section follows.
      if (root.code === APPLICATION_ERROR_CODES.seekerProfileIncomplete)
        void queryClient.invalidateQueries({ queryKey: seekerProfileKeys.all });
      setError(root);
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
      {grants.isSuccess && !granted && profile.isSuccess && !complete && (
        <>
          <p>{t("userApplications.apply.pool.incomplete", { company: companyName })}</p>
          <Link to="/$lang/search/profile" params={{ lang }} className={buttonClasses("secondary")}>
            {t("userApplications.apply.pool.complete")}
          </Link>
        </>
      )}
      {grants.isSuccess &&
        (granted || (profile.isSuccess && complete)) &&
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

import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { candidatePoolQueryOptions, useRevokeCandidatePool } from "../api/my-career";
import { formatDay } from "@/lib/format";
import { Card } from "./card";

/** The companies the seeker let see their seeker profile, each with "take back" (asks first). */
export function CandidatePoolSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const grants = useQuery(candidatePoolQueryOptions());
  const revoke = useRevokeCandidatePool();
  return (
    <Card id="home-pool" icon={Users} title={t("myCareer.home.pool")}>
      {grants.isError && <p role="alert">{t("myCareer.home.loadFailed")}</p>}
      {grants.data &&
        (grants.data.items.length === 0 ? (
          <p className="text-muted">{t("myCareer.home.poolEmpty")}</p>
        ) : (
          <>
            <p className="max-w-prose text-muted">{t("myCareer.home.poolText")}</p>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {grants.data.items.map((grant) => (
                <li key={grant.company_id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span>
                    <span className="font-semibold wrap-anywhere">{grant.company_name}</span>{" "}
                    <span className="text-sm text-muted">
                      {t("myCareer.home.since", { date: formatDay(grant.granted_at, lang) })}
                    </span>
                  </span>
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" size="sm" disabled={revoke.isPending}>
                        {t("myCareer.home.revoke")}
                      </Button>
                    }
                    title={t("myCareer.home.revokeTitle", { name: grant.company_name })}
                    description={t("myCareer.home.revokeText", { name: grant.company_name })}
                    confirmLabel={t("myCareer.home.revoke")}
                    destructive
                    onConfirm={() =>
                      revoke.mutate(grant.company_id, {
                        onSuccess: () => toast.success(t("myCareer.home.revoked", { name: grant.company_name })),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        ))}
    </Card>
  );
}

import type { TOrgPoolCandidate } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { useDocumentTitle } from "@/lib/document-title";
import { formatDay } from "@/lib/format";
import { BackToCandidates } from "./back-to-candidates";
import { DetailHeader } from "@/components/ui/detail-header";
import { Section } from "@/components/ui/section";
import { Fact } from "./fact";

/**
 * org/{slug}/applications/pool-{user id}: a seeker of the candidate pool — who shared their seeker
 * profile with the company (until they revoke it; then the screen says "not found").
 */
export function PoolCandidateScreen({ slug, candidate }: { slug: string; candidate: TOrgPoolCandidate }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = `${candidate.first_name} ${candidate.last_name}`.trim() || candidate.email;
  useDocumentTitle(name);
  const profile = candidate.profile;
  const none = t("candidates.pool.none");
  return (
    <article aria-labelledby="candidate-title" className="space-y-8">
      <BackToCandidates slug={slug} />
      <DetailHeader eyebrow={t("candidates.pool.eyebrow")} title={name} titleId="candidate-title">
        <p className="max-w-prose text-muted">{t("candidates.pool.intro", { name })}</p>
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <Fact term={t("candidates.pool.email")}>
            <a href={`mailto:${candidate.email}`} className="text-accent underline wrap-anywhere">
              {candidate.email}
            </a>
          </Fact>
          <Fact term={t("candidates.list.columns.date")}>
            {t("candidates.pool.granted", { date: formatDay(candidate.granted_at, lang) })}
          </Fact>
        </dl>
      </DetailHeader>
      <Section id="pool-profile" title={t("candidates.pool.profile")}>
        {profile === null ? (
          <p className="text-muted">{t("candidates.pool.noProfile")}</p>
        ) : (
          <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-2">
            <Fact term={t("candidates.pool.jobTitles")}>{profile.job_titles.join(", ") || none}</Fact>
            <Fact term={t("candidates.pool.skills")}>{profile.skills.join(", ") || none}</Fact>
            <Fact term={t("candidates.pool.workload")}>
              {profile.workload_min === null && profile.workload_max === null
                ? none
                : t("candidates.pool.workloadValue", {
                    min: profile.workload_min ?? 0,
                    max: profile.workload_max ?? 100,
                  })}
            </Fact>
            <Fact term={t("candidates.pool.remote")}>
              {profile.remote_types.map((type) => t(`jobFields.remoteTypes.${type}`)).join(", ") || none}
            </Fact>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t("candidates.pool.about")}</dt>
              <dd className="mt-1 whitespace-pre-line wrap-anywhere">{profile.about || none}</dd>
            </div>
          </dl>
        )}
      </Section>
    </article>
  );
}

import { APPLICATION_RETENTION } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { FormError } from "@/components/ui/form-error";
import { useTranslation } from "@/lib/i18n";
import { applicationRetentionOptions, useSetApplicationRetention } from "../api/application-retention";
import { DaysSettingForm } from "@/components/ui/days-setting-form";
import { TitledSection } from "@/components/ui/titled-section";

const { minDays, maxDays, defaultDays } = APPLICATION_RETENTION;

/**
 * The company tab's retention period (ADR 030): how many days closed applications are kept after
 * their final state before they are deleted — archived (by a member, or automatically without an
 * answer, issue 29), rejected and withdrawn; owners and admins change it, recruiters read it.
 */
export function ApplicationRetentionPanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const retention = useQuery(applicationRetentionOptions(slug));
  if (!retention.data) {
    return retention.isError ? <FormError message={retention.error.message} /> : null;
  }
  const { days, effective_days: effective } = retention.data;
  return (
    <TitledSection id="org-retention-title" title={t("dataRights.retention.title")} className="space-y-3">
      <p className="max-w-prose">
        {t("dataRights.retention.text", { days: effective, default: defaultDays, min: minDays, max: maxDays })}
      </p>
      {canEdit && <RetentionForm key={days ?? "default"} slug={slug} days={days} />}
    </TitledSection>
  );
}

function RetentionForm({ slug, days }: { slug: string; days: number | null }) {
  const save = useSetApplicationRetention(slug);
  return (
    <DaysSettingForm
      days={days}
      range={APPLICATION_RETENTION}
      texts="dataRights.retention"
      save={(value) => save.mutateAsync({ days: value })}
    />
  );
}

import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { DeleteAccountDialog, ExportButton } from "@/features/data-rights";
import { ProfileSection } from "./profile-section";

/** Export and deletion of one's data (nDSG/GDPR, ADR 030): a JSON download, and the account's deletion. */
export function YourData({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ProfileSection title={t("dataRights.yourData.section")}>
      <p className="max-w-prose">{t("dataRights.yourData.text")}</p>
      <div className="flex flex-wrap gap-2">
        <ExportButton />
        <DeleteAccountDialog email={email} />
      </div>
      <p>
        <Link to="/$lang/privacy" params={{ lang }} className="text-accent underline hover:text-accent-hover">
          {t("dataRights.yourData.policy")}
        </Link>
      </p>
    </ProfileSection>
  );
}

import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { ProfileSection } from "./profile-section";

export const PRIVACY_EMAIL = "privacy@jobatlas.example";

function mailto(subject: string, email: string): string {
  return `mailto:${PRIVACY_EMAIL}?subject=${encodeURIComponent(`${subject} – ${email}`)}`;
}

/** Export and deletion of one's data (nDSG): by mail to the privacy address, as the data policy says. */
export function YourData({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ProfileSection title={t("profile.data.section")}>
      <p className="max-w-prose">{t("profile.data.text")}</p>
      <div className="flex flex-wrap gap-2">
        <a href={mailto(t("profile.data.exportSubject"), email)} className={buttonClasses("secondary")}>
          {t("profile.data.export")}
        </a>
        <a href={mailto(t("profile.data.deleteSubject"), email)} className={buttonClasses("secondary")}>
          {t("profile.data.delete")}
        </a>
      </div>
      <p>
        <Link to="/$lang/privacy" params={{ lang }} className="text-accent underline hover:text-accent-hover">
          {t("profile.data.policy")}
        </Link>
      </p>
    </ProfileSection>
  );
}

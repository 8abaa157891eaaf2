import type { TSeekerProfileResponse } from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { Compass, LogIn } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { SeekerProfileWizard } from "./seeker-profile-wizard";
import { ScreenHeader } from "@/components/ui/screen-header";

/**
 * search/profile: the onboarding for a signed-in seeker (prefilled with the saved profile), or,
 * for a visitor, the request to sign in first (back here afterwards through `next`).
 */
export function SeekerProfileScreen({ profile, next }: { profile: TSeekerProfileResponse | null; next: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.searchProfile.title");
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <ScreenHeader title={title}>
        <p className="max-w-prose text-lg text-muted">{t("company.seekerProfile.intro")}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-muted">
          <Compass aria-hidden="true" className="size-4 shrink-0 text-accent" />
          {t("ztdi.entry.title")}
          <Link to="/$lang/ztdi/questions" params={{ lang }} className="font-medium text-fg underline">
            {t("ztdi.entry.link")}
          </Link>
        </p>
      </ScreenHeader>
      {profile ? (
        <SeekerProfileWizard profile={profile} />
      ) : (
        <section aria-labelledby="seeker-profile-sign-in" className="space-y-4 rounded-lg border border-border p-6">
          <h2 id="seeker-profile-sign-in" className="text-xl font-semibold">
            {t("company.seekerProfile.signInTitle")}
          </h2>
          <p className="max-w-prose">{t("company.seekerProfile.signInText")}</p>
          <Link to="/$lang/account/login" params={{ lang }} search={{ next }} className={buttonClasses("primary")}>
            <LogIn aria-hidden="true" className="size-5" />
            {t("company.seekerProfile.signIn")}
          </Link>
        </section>
      )}
    </div>
  );
}

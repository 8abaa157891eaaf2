import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { BackLink } from "@/components/ui/link-button";

/** A candidate screen's way back to the organisation's candidates. */
export function BackToCandidates({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <BackLink to="/$lang/org/$companyslug/applications" params={{ lang, companyslug: slug }}>
      {t("candidates.profile.backToList")}
    </BackLink>
  );
}

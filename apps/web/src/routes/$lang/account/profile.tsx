import { createFileRoute } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { requireSession, whileSignedIn } from "@/features/auth/require-session";
import { profileQueryOptions } from "@/features/profile/api/get-profile";
import { EmailChange } from "@/features/profile/components/email-change";
import { PictureEditor } from "@/features/profile/components/picture-editor";
import { ProfileDetailsForm } from "@/features/profile/components/profile-details-form";
import { YourData } from "@/features/profile/components/your-data";
import { useDocumentTitle } from "@/lib/document-title";

export const Route = createFileRoute("/$lang/account/profile")({
  beforeLoad: ({ context, location, params }) => requireSession(context.queryClient, location.href, params.lang),
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(profileQueryOptions()),
    ),
  component: AccountProfileScreen,
});

function AccountProfileScreen() {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const title = t("screens.accountProfile.title");
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <PictureEditor profile={profile} />
      <ProfileDetailsForm profile={profile} />
      <EmailChange profile={profile} />
      <YourData email={profile.email} />
    </div>
  );
}

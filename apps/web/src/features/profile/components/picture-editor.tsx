import type { TProfile } from "@jobatlas/contract";
import { useTranslation } from "@/lib/i18n";
import { Avatar } from "@/components/ui/avatar";
import { ImageEditor } from "@/components/ui/image-editor";
import { useDeletePicture, useUploadPicture } from "@/features/profile/api/profile-picture";
import { checkPicture } from "./picture-check";
import { ProfileSection } from "./profile-section";

/**
 * The profile picture: choose a file (checked here for type, content and size before anything
 * is sent), see a preview, save it or cancel; or remove the current one.
 */
export function PictureEditor({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  return (
    <ProfileSection title={t("profile.picture.section")}>
      <ImageEditor
        currentUrl={profile.picture_url}
        current={
          <Avatar
            pictureUrl={profile.picture_url}
            firstName={profile.first_name}
            lastName={profile.last_name}
            alt={t("profile.picture.current")}
            className="size-24 text-2xl"
          />
        }
        round
        imageClassName="size-24"
        check={checkPicture}
        showFailures
        upload={(file) => upload.mutateAsync(file)}
        remove={() => remove.mutateAsync()}
        busy={upload.isPending || remove.isPending}
        texts={{
          current: t("profile.picture.current"),
          preview: t("profile.picture.preview"),
          none: t("profile.picture.none"),
          choose: t("profile.picture.choose"),
          hint: t("profile.picture.hint"),
          upload: t("profile.picture.upload"),
          uploaded: t("profile.picture.uploaded"),
          remove: t("profile.picture.remove"),
          removed: t("profile.picture.removed"),
          wrongType: t("profile.picture.wrongType"),
          tooLarge: t("profile.picture.tooLarge"),
          cancel: t("profile.picture.cancel"),
        }}
      />
    </ProfileSection>
  );
}

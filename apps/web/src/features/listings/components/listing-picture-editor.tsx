import type { TOrgListingDetail } from "@jobatlas/contract";
import { ImageIcon } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { ImageEditor } from "@/components/ui/image-editor";
import { useRemoveListingPicture, useUploadListingPicture } from "../api/listings";

/**
 * The listing's picture, shown at the top of its public page, in the widgets and as the
 * JobPosting's image: uploaded here (JPEG, PNG or WebP up to 5 MB; the server checks it by
 * content, resizes it and serves it from our own address). Saved at once, apart from the form.
 */
export function ListingPictureEditor({ slug, listing }: { slug: string; listing: TOrgListingDetail }) {
  const { t } = useTranslation();
  const upload = useUploadListingPicture(slug, listing.id);
  const remove = useRemoveListingPicture(slug, listing.id);
  return (
    <section aria-labelledby="listing-picture" className="space-y-3">
      <h2 id="listing-picture" className="text-xl font-semibold">
        {t("listings.picture.title")}
      </h2>
      <ImageEditor
        currentUrl={listing.picture_url}
        placeholderIcon={ImageIcon}
        imageClassName="h-32 w-56 object-cover"
        upload={(file) => upload.mutateAsync(file)}
        remove={() => remove.mutateAsync()}
        busy={upload.isPending || remove.isPending}
        texts={{
          current: t("listings.picture.current", { title: listing.title }),
          preview: t("listings.picture.preview"),
          none: t("listings.picture.none"),
          choose: t("listings.picture.choose"),
          hint: t("listings.picture.hint"),
          upload: t("listings.picture.upload"),
          uploaded: t("listings.picture.uploaded"),
          remove: t("listings.picture.remove"),
          removed: t("listings.picture.removed"),
          wrongType: t("listings.picture.wrongType"),
          tooLarge: t("listings.picture.tooLarge"),
        }}
      />
    </section>
  );
}

import type { TOrgCompany } from "@jobatlas/contract";
import { Building2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { ImageEditor } from "@/components/ui/image-editor";
import { useRemoveLogo, useUploadLogo } from "../api/org-company";

/**
 * The company logo: the current one (or a placeholder), choose a file (JPEG, PNG or WebP up to
 * 5 MB, checked again by content on the server), see it before saving, save or cancel; remove
 * the current logo. Saving and removing toast their outcome.
 */
export function LogoEditor({ slug, company }: { slug: string; company: TOrgCompany }) {
  const { t } = useTranslation();
  const upload = useUploadLogo(slug);
  const remove = useRemoveLogo(slug);
  return (
    <ImageEditor
      currentUrl={company.logo_url}
      placeholderIcon={Building2}
      imageClassName="size-24 object-contain p-1"
      upload={(file) => upload.mutateAsync(file)}
      remove={() => remove.mutateAsync()}
      busy={upload.isPending || remove.isPending}
      texts={{
        current: t("orgCompany.logo.current", { name: company.name }),
        preview: t("orgCompany.logo.preview"),
        none: t("orgCompany.logo.none"),
        choose: t("orgCompany.logo.choose"),
        hint: t("orgCompany.logo.hint"),
        upload: t("orgCompany.logo.upload"),
        uploaded: t("orgCompany.logo.uploaded"),
        remove: t("orgCompany.logo.remove"),
        removed: t("orgCompany.logo.removed"),
        wrongType: t("orgCompany.logo.wrongType"),
        tooLarge: t("orgCompany.logo.tooLarge"),
      }}
    />
  );
}

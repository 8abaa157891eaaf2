import type { TOrgListingDetail } from "@jobatlas/contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { applyApiError } from "@/lib/form-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { useUpdateListing } from "../api/listings";
import { formFromListing, listingFormResolver, SERVER_FIELDS, toUpdateRequest } from "../form";
import { formatDate, zurichToday } from "@/lib/format";
import { ListingLink, useListingsNavigate, type ListingsScope } from "../scope";
import { usePlanOf } from "./listing-detail-screen";
import { ContactFields, DetailsFields, TitleField } from "./listing-fields";
import { ListingPictureEditor } from "./listing-picture-editor";
import { BackToListing, ListingScreenHeader } from "./top-level";

/**
 * org/{slug}/listings/{id}/edit and listings/{id}/edit: the listing's title, details and contact
 * details in one form (PUT with the whole listing). Its status changes on the detail screen; an
 * archived listing is final and shows why instead of the form.
 */
export function ListingEditScreen({ scope, listing }: { scope: ListingsScope; listing: TOrgListingDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(scope.area === "org" ? "screens.orgListingEdit.title" : "screens.listingEdit.title");
  useDocumentTitle(`${title}: ${listing.title}`);
  const plan = usePlanOf(scope.slug);
  const update = useUpdateListing(scope.slug, listing.id);
  const go = useListingsNavigate(scope);
  const published = listing.status !== "planned" && listing.published_on ? { on: listing.published_on } : undefined;
  const form = useForm({
    defaultValues: formFromListing(listing, "job"),
    resolver: listingFormResolver(() => ({ mode: "edit", today: zurichToday(), published: Boolean(published) })),
    shouldFocusError: false,
  });
  const ref = useFocusFirstInvalid(form.formState.submitCount);
  const rootError = form.formState.errors.root?.server;
  const limit = update.error ? planLimitOf(update.error) : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toUpdateRequest(listing, values));
      toast.success(t("listings.edit.saved"));
      await go("detail", saved.id);
    } catch (error) {
      applyApiError(error, form.setError, SERVER_FIELDS);
    }
  });

  return (
    <div className="space-y-6">
      <ListingScreenHeader title={title} intro={t("listings.edit.intro", { title: listing.title })} />
      {listing.status === "archived" ? (
        <div className="space-y-4">
          <p role="status" className="rounded-md border border-border bg-surface p-4">
            {t("listings.edit.archived")}
          </p>
          <ListingLink scope={scope} view="detail" id={listing.id} className="text-accent underline">
            {t("listings.edit.cancel")}
          </ListingLink>
        </div>
      ) : (
        <div className="max-w-3xl space-y-8">
          <ListingPictureEditor slug={scope.slug} listing={listing} />
          <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
            {limit ? <PlanLimitNotice limit={limit} plan={plan} /> : <FormError error={rootError} />}
            <TitleField form={form} />
            {published && (
              <p className="text-sm text-muted">
                {t("listings.edit.publishedRuntime", { date: formatDate(published.on, lang) })}
              </p>
            )}
            <DetailsFields
              form={form}
              slug={scope.slug}
              published={published}
              currentQuestionnaire={listing.questionnaire}
            />
            <ContactFields form={form} />
            <div className="flex flex-wrap gap-3 border-t border-border pt-6">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t("listings.edit.saving") : t("listings.edit.save")}
              </Button>
              <BackToListing scope={scope} id={listing.id}>
                {t("listings.edit.cancel")}
              </BackToListing>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}

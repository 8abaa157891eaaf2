import type { TOrgListingDetail } from "@jobatlas/contract";
import { useRef } from "react";
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
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import { changedFields, startingPoint, useFetchCurrent, useStaleEdit } from "@/lib/use-stale-edit";
import { listingQueryOptions, useUpdateListing } from "../api/listings";
import {
  formFromListing,
  listingFormResolver,
  SERVER_FIELDS,
  toUpdateRequest,
  type ListingFormField,
  type ListingFormValues,
} from "../form";
import { formatDate, zurichToday } from "@/lib/format";
import { ListingLink, useListingsNavigate, type ListingsScope } from "../scope";
import { usePlanOf } from "./listing-detail-screen";
import { ContactFields, DetailsFields, TitleField } from "./listing-fields";
import { ListingPictureEditor } from "./listing-picture-editor";
import { BackToListing, ListingScreenHeader } from "./top-level";

/**
 * The fields of the editor one types into, with the key of their label (listings.form.*): what
 * the notice of a stale save lists to copy. Choices (selects, radios) are set again in a moment.
 */
const TYPED_FIELDS = {
  title: "title",
  workload_min: "workloadMin",
  workload_max: "workloadMax",
  salary_min: "salaryMin",
  salary_max: "salaryMax",
  start_date: "startDate",
  published_on: "publishedOn",
  listing_url: "listingUrl",
  apply_url: "applyUrl",
  contact_name: "contactName",
  contact_email: "contactEmail",
  contact_phone: "contactPhone",
} as const satisfies Partial<Record<ListingFormField, string>>;

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
  // The listing the form started from (its revision goes with the save), not a newer one the
  // cache may get meanwhile: that would overwrite someone else's save (ADR 088).
  const loaded = useRef(listing);
  const fetchListing = useFetchCurrent(listingQueryOptions(scope.slug, listing.id));
  const stale = useStaleEdit(async () => {
    const current = await fetchListing();
    loaded.current = current;
    form.reset(formFromListing(current, "job"));
  });

  const submit = form.handleSubmit(async (values) => {
    // Its own new picture (or another change outside what the form sends) is no conflict.
    loaded.current = startingPoint(loaded.current, listing, (version) =>
      toUpdateRequest(version, formFromListing(version, "job")),
    );
    try {
      const saved = await update.mutateAsync(toUpdateRequest(loaded.current, values));
      toast.success(t("listings.edit.saved"));
      await go("detail", saved.id);
    } catch (error) {
      const draftChanges = () =>
        changedFields<ListingFormValues>(
          values,
          formFromListing(loaded.current, "job"),
          Object.keys(TYPED_FIELDS) as (keyof typeof TYPED_FIELDS)[],
          (field) => t(`listings.form.${TYPED_FIELDS[field as keyof typeof TYPED_FIELDS]}`),
        );
      if (!stale.refused(error, draftChanges)) applyApiError(error, form.setError, SERVER_FIELDS);
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
            <StaleEditNotice stale={stale} />
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

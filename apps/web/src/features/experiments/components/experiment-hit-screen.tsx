import {
  EXPERIMENT_LIMITS,
  ZExperimentRatingRequest,
  ZExperimentVerdict,
  type TExperiment,
  type TExperimentHit,
  type TExperimentVerdict,
} from "@jobatlas/contract";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { ButtonLink } from "@/components/ui/link-button";
import { publicListingLink } from "@/features/companies";
import { RadioInput } from "@/components/ui/radio-input";
import { FormError } from "@/components/ui/form-error";
import { Textarea } from "@/components/ui/textarea";
import { formatDate } from "@/lib/format";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { useApiForm } from "@/lib/use-api-form";
import { useRateHit, useUnrateHit } from "../api/experiments";
import { experimentServiceMessage, hitPlace, hitWorkload } from "../format";

/** The rating form: the contract's request, with "no choice yet" as "" (refused with its own words). */
const VERDICT_REQUIRED = "verdict_required";
const ZRatingForm = ZExperimentRatingRequest.extend({
  verdict: z
    .string()
    .refine((value) => ZExperimentVerdict.safeParse(value).success, VERDICT_REQUIRED)
    .transform((value) => value as TExperimentVerdict),
});
type TRatingFormInput = { verdict: string; note: string };

/**
 * experiments/{uid}/jobs/{jobHitId}: one job hit — the listing's summary with a link to its
 * public page — and the rating form (fits / does not fit, with a note). Archived: read-only.
 */
export function ExperimentHitScreen({ experiment, hit }: { experiment: TExperiment; hit: TExperimentHit }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useDocumentTitle(`${hit.title} – ${experiment.title}`);
  const archived = experiment.archived_at !== null;
  return (
    <div className="space-y-8">
      <Link
        to="/$lang/experiments/$experimentUid"
        params={{ lang, experimentUid: experiment.uid }}
        className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("experiments.hit.backToExperiment")}
      </Link>
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted wrap-anywhere">
          {t("experiments.hit.experiment", { title: experiment.title })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{hit.title}</h1>
      </header>
      {!hit.active && (
        <p role="status" className="rounded-lg border border-border bg-surface p-4">
          {t("experiments.hit.endedNotice")}
        </p>
      )}
      <section aria-label={t("screens.experimentJob.title")} className="space-y-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t("experiments.hit.company")}</dt>
          <dd className="wrap-anywhere">{hit.company_name}</dd>
          <dt className="font-medium">{t("experiments.hit.location")}</dt>
          <dd>{hitPlace(hit, t)}</dd>
          <dt className="font-medium">{t("experiments.hit.workload")}</dt>
          <dd>{hitWorkload(hit, t)}</dd>
          {hit.published_on && (
            <>
              <dt className="font-medium">{t("experiments.hit.published")}</dt>
              <dd>{formatDate(hit.published_on, lang)}</dd>
            </>
          )}
        </dl>
        {hit.active && (
          <ButtonLink
            {...publicListingLink(lang, hit.company_id, hit.listing_id)}
            variant="secondary"
            icon={ExternalLink}
          >
            {t("experiments.hit.openListing")}
          </ButtonLink>
        )}
      </section>
      {archived ? (
        <section aria-labelledby="hit-rating" className="space-y-2">
          <h2 id="hit-rating" className="text-xl font-semibold">
            {t("experiments.hit.rating")}
          </h2>
          <p>
            {hit.rating
              ? t(hit.rating.verdict === "fits" ? "experiments.hits.ratedFits" : "experiments.hits.ratedDoesNotFit")
              : t("experiments.hits.notRated")}
          </p>
          {hit.rating?.note && <p className="whitespace-pre-line wrap-anywhere text-muted">{hit.rating.note}</p>}
        </section>
      ) : (
        <RatingForm experiment={experiment} hit={hit} />
      )}
    </div>
  );
}

function RatingForm({ experiment, hit }: { experiment: TExperiment; hit: TExperimentHit }) {
  const { t } = useTranslation();
  const rate = useRateHit(experiment.uid);
  const unrate = useUnrateHit(experiment.uid);
  const {
    register,
    reset,
    setError,
    formState: { errors, isSubmitting },
    formProps,
  } = useApiForm({
    schema: ZRatingForm,
    defaultValues: { verdict: hit.rating?.verdict ?? "", note: hit.rating?.note ?? "" } satisfies TRatingFormInput,
    fields: ["verdict", "note"],
    serviceMessage: experimentServiceMessage,
    onSubmit: async (values) => {
      const saved = await rate.mutateAsync({ listingId: hit.listing_id, ...values });
      reset({ verdict: saved.rating?.verdict ?? "", note: saved.rating?.note ?? "" });
      toast.success(t("experiments.hit.saved"));
    },
  });
  const onRemove = async () => {
    try {
      await unrate.mutateAsync(hit.listing_id);
      reset({ verdict: "", note: "" });
      toast.success(t("experiments.hit.removed"));
    } catch (error) {
      setError("root.server", {
        message:
          error instanceof ServiceError
            ? experimentServiceMessage(error.code, error.detail)
            : t("experiments.detail.changeFailed"),
      });
    }
  };
  const verdictError =
    errors.verdict?.message === VERDICT_REQUIRED ? t("experiments.hit.verdictRequired") : errors.verdict?.message;

  return (
    <form {...formProps} aria-labelledby="hit-rating" className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
      <h2 id="hit-rating" className="text-xl font-semibold">
        {t("experiments.hit.rating")}
      </h2>
      <FormError error={errors.root?.server} />
      <fieldset className="space-y-2" aria-describedby={verdictError ? "hit-verdict-error" : undefined}>
        <legend className="text-sm font-medium">{t("experiments.hit.verdict")}</legend>
        {ZExperimentVerdict.options.map((verdict) => (
          <div key={verdict} className="flex items-center gap-2">
            <RadioInput
              id={`hit-verdict-${verdict}`}
              value={verdict}
              aria-invalid={Boolean(verdictError)}
              {...register("verdict")}
            />
            <label htmlFor={`hit-verdict-${verdict}`}>
              {t(verdict === "fits" ? "experiments.hits.fits" : "experiments.hits.doesNotFit")}
            </label>
          </div>
        ))}
        <FieldError id="hit-verdict-error" message={verdictError} />
      </fieldset>
      <Field
        label={t("experiments.hit.note")}
        hint={t("experiments.hit.noteHint", { max: EXPERIMENT_LIMITS.noteMax })}
        error={errors.note?.message}
        optional
      >
        {(props) => <Textarea rows={4} maxLength={EXPERIMENT_LIMITS.noteMax} {...props} {...register("note")} />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("experiments.hit.saving") : t("experiments.hit.save")}
        </Button>
        {hit.rating && (
          <Button variant="secondary" disabled={unrate.isPending} onClick={() => void onRemove()}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t("experiments.hit.remove")}
          </Button>
        )}
      </div>
    </form>
  );
}

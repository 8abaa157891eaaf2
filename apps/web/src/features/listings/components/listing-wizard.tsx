import {
  JOB_TEXT_FIELDS,
  PLAN_LIMITS,
  planLifting,
  type TOrganizationPlan,
  type TOrgListingDetail,
} from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FilePlus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button, buttonClasses } from "@/components/ui/button";
import { Stepper } from "@/components/ui/stepper";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { ContentLanguageSelect } from "@/components/ui/content-language-select";
import { Textarea } from "@/components/ui/textarea";
import { UserMarkdown } from "@/features/companies";
import { NotFoundError } from "@/lib/api-errors";
import { applyApiError } from "@/lib/form-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { orgSummaryQueryOptions } from "@/features/activities";
import { ListingPictureEditor } from "./listing-picture-editor";
import {
  jobChoicesQueryOptions,
  listingQueryOptions,
  orgAddressesQueryOptions,
  orgJobQueryOptions,
  useCreateListing,
} from "../api/listings";
import {
  emptyListingForm,
  followedTitle,
  formFromJob,
  formFromListing,
  listingFormResolver,
  mainAddressId,
  SERVER_FIELDS,
  toCreateRequest,
  WIZARD_STEPS,
  type ListingFormValues,
  type WizardStepKey,
} from "../form";
import { formatDate, zurichToday } from "@/lib/format";
import { ListingLink, type ListingsScope } from "../scope";
import { usePlanOf } from "./listing-detail-screen";
import {
  ContactFields,
  ControlledSelect,
  DetailsFields,
  RadioGroupField,
  TitleField,
  type ListingForm,
} from "./listing-fields";
import { ListingsOrgPicker } from "./top-level";
import { SavedPanel } from "@/components/ui/focus-heading";

const LAST_STEP = WIZARD_STEPS.length - 1;

/** Where the wizard keeps its progress in this tab (sessionStorage), per organisation. */
const storageKey = (slug: string) => `jobatlas.listing-wizard.${slug}`;

/** What started the wizard: a job (`job_id`) or a listing to copy (`copyId`); a stored draft of another start is not restored. */
type Source = { jobId?: number; copyId?: number };
type Draft = { source: Source; step: number; values: ListingFormValues };

function readDraft(slug: string, source: Source): Draft | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? "null") as Draft | null;
    if (!draft || typeof draft.step !== "number" || typeof draft.values !== "object") return undefined;
    if (draft.source.jobId !== source.jobId || draft.source.copyId !== source.copyId) return undefined;
    return {
      ...draft,
      step: Math.min(Math.max(0, Math.trunc(draft.step)), LAST_STEP),
      values: { ...emptyListingForm(), ...draft.values },
    };
  } catch {
    return undefined;
  }
}

function writeDraft(slug: string, draft: Draft | null) {
  try {
    if (draft) sessionStorage.setItem(storageKey(slug), JSON.stringify(draft));
    else sessionStorage.removeItem(storageKey(slug));
  } catch {
    // Storage full or refused: progress just does not survive a reload.
  }
}

/**
 * listings/create: the wizard of spec §2 — template (blank, from a job, or a copy), job
 * description, details, contact details — then POST /capi/org/listings and the confirmation
 * (`success=1&listing_id=`). Each step is checked before the next; the progress survives a
 * reload of the tab (sessionStorage); Enter goes on, the step indicator marks the current step.
 */
export function ListingWizard({
  scope,
  jobId,
  copyId,
  onCreated,
}: {
  scope: ListingsScope;
  jobId?: number;
  copyId?: number;
  onCreated: (listing: TOrgListingDetail) => void;
}) {
  const { t } = useTranslation();
  const title = t("screens.listingCreate.title");
  useDocumentTitle(title);
  const source: Source = { jobId, copyId };
  const [restored] = useState(() => readDraft(scope.slug, source));
  const [step, setStep] = useState(restored?.step ?? 0);
  const plan = usePlanOf(scope.slug);
  const create = useCreateListing(scope.slug);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef<"heading" | "invalid" | null>(null);

  const form = useForm<ListingFormValues>({
    defaultValues:
      restored?.values ??
      (jobId ? { ...emptyListingForm(), template: "job", job_id: String(jobId) } : emptyListingForm()),
    resolver: listingFormResolver(() => ({ mode: "create", today: zurichToday() })),
    shouldFocusError: false,
  });
  const template = form.watch("template");
  const chosenJobId = form.watch("job_id");

  // The place of work starts at the organisation's main address (not for a restored draft or a copy).
  const addresses = useQuery(orgAddressesQueryOptions(scope.slug));
  const mainAddress = mainAddressId(addresses.data?.items ?? []);
  const placed = useRef(Boolean(restored) || copyId !== undefined);
  useEffect(() => {
    if (placed.current || !addresses.data) return;
    placed.current = true;
    if (mainAddress === undefined || form.getFieldState("location").isDirty) return;
    form.setValue("location", "address");
    form.setValue("address_id", String(mainAddress));
  }, [addresses.data, mainAddress, form]);

  // A blank start: the listing's title follows the new job's title until the employer writes one.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== "job_title") return;
      const next = values.job_title ?? "";
      const title = followedTitle(form.getValues("title"), form.getValues("title_source"), next);
      form.setValue("title_source", next);
      if (title !== form.getValues("title")) form.setValue("title", title, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The plan's active listings, told at the start: at the limit, the listing can only be planned.
  const summary = useQuery(orgSummaryQueryOptions(scope.slug));
  const activeLimit = PLAN_LIMITS[plan].activeListings;
  const active = summary.data?.active_listings;
  const full = activeLimit !== null && active !== undefined && active >= activeLimit;

  const copied = useQuery({ ...listingQueryOptions(scope.slug, copyId ?? 0), enabled: copyId !== undefined });
  const copyMissing = copyId !== undefined && copied.error instanceof NotFoundError;
  // A copy fills the form once it has loaded (unless a draft of the same copy was restored).
  const filledFromCopy = useRef(Boolean(restored));
  useEffect(() => {
    if (filledFromCopy.current || !copied.data) return;
    filledFromCopy.current = true;
    form.reset(formFromListing(copied.data, "copy"));
  }, [copied.data, form]);

  // Progress is kept for a reload: every change and every step.
  useEffect(() => {
    const save = () => writeDraft(scope.slug, { source, step, values: form.getValues() });
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
    // The source is fixed for the wizard's life (a new one mounts a new wizard).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, scope.slug, step]);

  useEffect(() => {
    const target = focusOnStep.current;
    focusOnStep.current = null;
    if (target === "heading") stepHeading.current?.focus();
    if (target === "invalid") document.querySelector<HTMLElement>('#listing-wizard [aria-invalid="true"]')?.focus();
  }, [step]);

  const jobs = useQuery(jobChoicesQueryOptions(scope.slug));

  const go = (next: number) => {
    focusOnStep.current = "heading";
    setStep(next);
  };
  const goNext = async () => {
    const fields = [...WIZARD_STEPS[step]!.fields];
    if (!(await form.trigger(fields))) {
      document.querySelector<HTMLElement>('#listing-wizard [aria-invalid="true"]')?.focus();
      return;
    }
    if (step === 0 && form.getValues("template") === "blank" && !form.getValues("job_title") && form.getValues("title"))
      form.setValue("job_title", form.getValues("title"));
    go(step + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const listing = await create.mutateAsync(toCreateRequest(values));
        writeDraft(scope.slug, null);
        onCreated(listing);
      } catch (error) {
        applyApiError(error, form.setError, SERVER_FIELDS);
        showStepWithError();
      }
    },
    () => showStepWithError(),
  );

  /** After a refused submit: back to the first step with an error, focus on its field. */
  function showStepWithError() {
    const errors = form.formState.errors;
    const withError = WIZARD_STEPS.findIndex((s) => s.fields.some((field) => errors[field]));
    if (withError === -1 || withError === step) {
      document.querySelector<HTMLElement>('#listing-wizard [aria-invalid="true"]')?.focus();
      return;
    }
    focusOnStep.current = "invalid";
    setStep(withError);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step goes on; it does not create half a listing.
    if (step < LAST_STEP) void goNext();
    else void submit(event);
  };

  const restart = () => {
    writeDraft(scope.slug, null);
    filledFromCopy.current = false;
    const fresh = emptyListingForm();
    if (mainAddress !== undefined) Object.assign(fresh, { location: "address", address_id: String(mainAddress) });
    form.reset(copied.data ? formFromListing(copied.data, "copy") : fresh);
    go(0);
  };

  const planInstead = () => {
    form.setValue("publish", "date", { shouldDirty: true });
    if (!form.getValues("published_on")) form.setValue("published_on", zurichToday(), { shouldDirty: true });
  };

  const stepTitle = (key: WizardStepKey) => t(`listings.wizard.steps.${key}`);
  const limit = create.error ? planLimitOf(create.error) : undefined;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <ListingsOrgPicker />
      </header>
      {restored && step > 0 && (
        <p role="status" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {t("listings.wizard.restored")}
          <Button variant="ghost" size="sm" onClick={restart}>
            {t("listings.wizard.restart")}
          </Button>
        </p>
      )}

      <Stepper
        label={t("listings.wizard.progressLabel")}
        steps={WIZARD_STEPS.map((s) => stepTitle(s.key))}
        current={step}
        onGo={go}
        columns="sm:grid-cols-4"
      />

      <form id="listing-wizard" noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6">
        <h2 ref={stepHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("listings.wizard.progress", {
            current: step + 1,
            total: WIZARD_STEPS.length,
            title: stepTitle(WIZARD_STEPS[step]!.key),
          })}
        </h2>
        {limit ? (
          <PlanLimitNotice limit={limit} plan={plan} />
        ) : (
          <FormError error={form.formState.errors.root?.server} />
        )}
        {full && step !== LAST_STEP && (
          <ActiveLimitNotice
            plan={plan}
            limit={activeLimit}
            active={active}
            planned={form.watch("publish") === "date"}
            onPlan={planInstead}
          />
        )}

        {step === 0 && (
          <TemplateStep
            form={form}
            jobs={jobs.data?.items ?? []}
            jobsLoaded={jobs.isSuccess}
            copy={copied.data}
            copyMissing={copyMissing}
          />
        )}
        {step === 1 && (
          <DescriptionStep form={form} slug={scope.slug} template={template} jobId={chosenJobId} copy={copied.data} />
        )}
        {step === 2 && (
          <DetailsFields form={form} slug={scope.slug} currentQuestionnaire={copied.data?.questionnaire ?? null} />
        )}
        {step === 3 && <ContactFields form={form} />}

        <div className="flex flex-wrap gap-3 border-t border-border pt-6">
          {step > 0 && (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              {t("listings.wizard.back")}
            </Button>
          )}
          {/* Keys: "Next" must not turn into the submit button under the pointer. */}
          {step < LAST_STEP ? (
            <Button key="next" onClick={() => void goNext()}>
              {t("listings.wizard.next")}
            </Button>
          ) : (
            <Button key="create" type="submit" disabled={form.formState.isSubmitting}>
              <FilePlus aria-hidden="true" className="size-5" />
              {form.formState.isSubmitting ? t("listings.wizard.creating") : t("listings.wizard.create")}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/**
 * Told at the start (issue 24 point 18): the plan's active listings are all in use, so this listing
 * cannot go live now — save it as planned (it goes live at its publish date once a place is free,
 * ADR 018), end an active listing, or see the plan that allows more.
 */
function ActiveLimitNotice({
  plan,
  limit,
  active,
  planned,
  onPlan,
}: {
  plan: TOrganizationPlan;
  limit: number;
  active: number;
  planned: boolean;
  onPlan: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lifting = planLifting("activeListings", plan);
  const values = { plan: t(`plans.${plan}`), limit, count: active };
  return (
    <div role="status" className="space-y-3 rounded-md border border-border bg-surface p-4 text-sm">
      <p className="font-semibold">{t("listings.wizard.limitReached", values)}</p>
      <p>{planned ? t("listings.wizard.limitPlanned", values) : t("listings.wizard.limitPlanInstead", values)}</p>
      <div className="flex flex-wrap items-center gap-3">
        {!planned && (
          <Button variant="secondary" size="sm" onClick={onPlan}>
            {t("listings.wizard.saveAsPlanned")}
          </Button>
        )}
        {lifting && (
          <Link
            to="/$lang/contact/purchase"
            params={{ lang }}
            search={{ plan: lifting }}
            className="text-accent underline"
          >
            {t("listings.wizard.limitLifts", { plan: t(`plans.${lifting}`) })}
          </Link>
        )}
      </div>
    </div>
  );
}

function TemplateStep({
  form,
  jobs,
  jobsLoaded,
  copy,
  copyMissing,
}: {
  form: ListingForm;
  jobs: { id: number; title: string }[];
  jobsLoaded: boolean;
  copy: TOrgListingDetail | undefined;
  copyMissing: boolean;
}) {
  const { t } = useTranslation();
  const template = form.watch("template");
  const jobId = form.watch("job_id");
  // A preselected job (job_id) that is not among the choices (archived, or beyond the first 50) still shows.
  const listed = jobs.some((job) => String(job.id) === jobId);
  return (
    <div className="space-y-5">
      {copyMissing && (
        <p role="alert" className="rounded-md border border-border bg-surface p-3 text-sm">
          {t("listings.wizard.copyMissing")}
        </p>
      )}
      <RadioGroupField
        form={form}
        name="template"
        legend={t("listings.wizard.templates")}
        options={[
          { value: "blank", label: t("listings.wizard.blank"), hint: t("listings.wizard.blankText") },
          { value: "job", label: t("listings.wizard.fromJob"), hint: t("listings.wizard.fromJobText") },
          ...(copy
            ? [
                {
                  value: "copy" as const,
                  label: t("listings.wizard.copy"),
                  hint: t("listings.wizard.copyText", { title: copy.title }),
                },
              ]
            : []),
        ]}
      />
      {template === "job" &&
        (jobsLoaded && jobs.length === 0 && !jobId ? (
          <p role="status" className="text-sm text-muted">
            {t("listings.wizard.noJobs")}
          </p>
        ) : (
          <Field label={t("listings.wizard.job")} error={form.formState.errors.job_id?.message}>
            {(props) => (
              <ControlledSelect form={form} name="job_id" {...props} className="max-w-xl">
                <option value="">{t("listings.wizard.chooseJob")}</option>
                {!listed && jobId && <option value={jobId}>#{jobId}</option>}
                {jobs.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title}
                  </option>
                ))}
              </ControlledSelect>
            )}
          </Field>
        ))}
    </div>
  );
}

function DescriptionStep({
  form,
  slug,
  template,
  jobId,
  copy,
}: {
  form: ListingForm;
  slug: string;
  template: ListingFormValues["template"];
  jobId: string;
  copy: TOrgListingDetail | undefined;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const id = template === "job" && /^\d+$/.test(jobId) ? Number(jobId) : undefined;
  const job = useQuery({ ...orgJobQueryOptions(slug, id ?? 0), enabled: id !== undefined });
  const texts = template === "copy" ? copy?.job : template === "job" ? job.data : undefined;
  // From a job: the listing's title and language follow the chosen job's until the employer writes a title.
  useEffect(() => {
    if (template !== "job" || !job.data) return;
    const title = form.getValues("title");
    if (followedTitle(title, form.getValues("title_source"), job.data.title) === title && title.trim() !== "") return;
    const values = formFromJob(form.getValues(), job.data);
    form.setValue("title", values.title, { shouldDirty: true });
    form.setValue("title_source", values.title_source);
    form.setValue("language", values.language, { shouldDirty: true });
  }, [template, job.data, form]);

  return (
    <div className="space-y-6">
      {template !== "blank" && <TitleField form={form} hint={t("listings.wizard.titleFromJob")} />}
      {template === "blank" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <Field label={t("listings.wizard.jobTitle")} error={errors.job_title?.message}>
              {(props) => <Input maxLength={150} {...props} {...form.register("job_title")} />}
            </Field>
            <Field label={t("listings.wizard.jobLanguage")} error={errors.job_language?.message}>
              {(props) => <ContentLanguageSelect {...props} {...form.register("job_language")} />}
            </Field>
          </div>
          <TitleField form={form} hint={t("listings.wizard.titleFromJobTitle")} />
          {JOB_TEXT_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`listings.wizard.texts.${field}`)}
              hint={t("listings.wizard.textsHint")}
              error={errors[field]?.message}
              optional
            >
              {(props) => <Textarea rows={5} maxLength={20_000} {...props} {...form.register(field)} />}
            </Field>
          ))}
        </>
      ) : texts ? (
        <section aria-labelledby="job-texts" className="space-y-4 rounded-lg border border-border p-4">
          <h3 id="job-texts" className="font-semibold">
            {t("listings.wizard.jobTexts", { title: texts.title })}
          </h3>
          <p className="text-sm text-muted">{t("listings.wizard.jobTextsHint")}</p>
          {JOB_TEXT_FIELDS.map((field) => (
            <div key={field} className="space-y-1">
              <h4 className="text-sm font-semibold">{t(`listings.wizard.texts.${field}`)}</h4>
              {texts[field].trim() ? (
                <UserMarkdown text={texts[field]} headingLevel={4} />
              ) : (
                <p className="text-sm text-muted">{t("listings.wizard.noText")}</p>
              )}
            </div>
          ))}
        </section>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t("listings.wizard.loadingJob")}
        </p>
      )}
    </div>
  );
}

/** listings/create?success=1&listing_id=: the created confirmation, with the ways on. */
export function ListingCreated({ scope, listingId }: { scope: ListingsScope; listingId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.listingCreate.title");
  useDocumentTitle(title);
  const listing = useQuery(listingQueryOptions(scope.slug, listingId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const data = listing.data;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <SavedPanel id="listing-created" headingRef={heading} title={t("listings.wizard.successTitle")}>
        {data && (
          <p>
            {data.status === "active" && data.ends_on
              ? t("listings.wizard.successActive", { title: data.title, date: formatDate(data.ends_on, lang) })
              : data.published_on
                ? t("listings.wizard.successPlanned", { title: data.title, date: formatDate(data.published_on, lang) })
                : data.title}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <ListingLink scope={scope} view="detail" id={listingId} className={buttonClasses("primary")}>
            {t("listings.wizard.view")}
          </ListingLink>
          <ListingLink scope={scope} view="list" className={buttonClasses("secondary")}>
            {t("listings.wizard.toList")}
          </ListingLink>
          <Link to="/$lang/listings/create" params={{ lang }} className={buttonClasses("ghost")}>
            {t("listings.wizard.another")}
          </Link>
        </div>
      </SavedPanel>
      {data && data.status !== "archived" && (
        <div className="space-y-2 rounded-lg border border-border p-6">
          <p className="text-muted">{t("listings.picture.later")}</p>
          <ListingPictureEditor slug={scope.slug} listing={data} />
        </div>
      )}
    </div>
  );
}

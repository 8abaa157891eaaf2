/**
 * The listing form of the wizard (listings/create) and of the editor ({id}/edit): the inputs'
 * own shapes (text for numbers, dates and ids, "" for none), checked field by field with the
 * contract's schemas and its rules across fields (listingRuleIssues), so the form refuses what
 * the server would, in the page's language. The output is the request body.
 */
import {
  isPhoneNumber,
  LISTING_SALARY_MAX,
  listingRuleIssues,
  ZContentLanguage,
  ZCountry,
  ZEmploymentType,
  ZListingFields,
  ZListingNewJob,
  ZPathId,
  ZRemoteType,
  ZStartDateKind,
  type TContentLanguage,
  type TCountry,
  type TCreateListingRequestInput,
  type TEmploymentType,
  type TListingFields,
  type TOrgJob,
  type TOrgListingDetail,
  type TRemoteType,
  type TStartDateKind,
  type TUpdateListingRequestInput,
} from "@jobatlas/contract";
import type { FieldErrors, Resolver } from "react-hook-form";
import { z } from "zod";
import { i18n } from "@/lib/i18n";
// The wizard shows zod's messages: in the page's language, loaded with it (ADR 048).
import "@/lib/zod-messages";

export type ListingTemplate = "blank" | "job" | "copy";

/** Every input of the form, as the inputs hold them. */
export type ListingFormValues = {
  template: ListingTemplate;
  /** The chosen job (template "job"), or the copied listing's job (template "copy"). */
  job_id: string;
  /** A new job (template "blank"). */
  job_title: string;
  job_language: TContentLanguage;
  role_and_responsibilities: string;
  requirements: string;
  team_description: string;
  benefits: string;
  title: string;
  /** What the title was last filled from (the job title): it follows that until the employer writes their own. */
  title_source: string;
  language: TContentLanguage;
  location: "address" | "by_agreement";
  address_id: string;
  country: TCountry;
  employment_type: TEmploymentType;
  remote_type: TRemoteType;
  workload_min: string;
  workload_max: string;
  salary_min: string;
  salary_max: string;
  required_languages: TContentLanguage[];
  start_kind: TStartDateKind;
  start_date: string;
  publish: "now" | "date";
  published_on: string;
  questionnaire_id: string;
  listing_url: string;
  apply_url: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
};
export type ListingFormField = keyof ListingFormValues;

/** The wizard's steps after the template and the fields each shows (errors lead back to their step). */
export const WIZARD_STEPS = [
  { key: "template", fields: ["template", "job_id"] },
  {
    key: "description",
    fields: [
      "title",
      "job_title",
      "job_language",
      "role_and_responsibilities",
      "requirements",
      "team_description",
      "benefits",
    ],
  },
  {
    key: "details",
    fields: [
      "language",
      "location",
      "address_id",
      "country",
      "employment_type",
      "remote_type",
      "workload_min",
      "workload_max",
      "salary_min",
      "salary_max",
      "required_languages",
      "start_kind",
      "start_date",
      "publish",
      "published_on",
      "questionnaire_id",
      "listing_url",
      "apply_url",
    ],
  },
  { key: "contact", fields: ["contact_name", "contact_email", "contact_phone"] },
] as const satisfies readonly { key: string; fields: readonly ListingFormField[] }[];
export type WizardStepKey = (typeof WIZARD_STEPS)[number]["key"];

/** The fields the server may name in a ValidationError, as the form calls them. */
export const SERVER_FIELDS: readonly string[] = [...WIZARD_STEPS.flatMap((s) => s.fields), "id"];

export function emptyListingForm(): ListingFormValues {
  return {
    template: "blank",
    job_id: "",
    job_title: "",
    job_language: "de",
    role_and_responsibilities: "",
    requirements: "",
    team_description: "",
    benefits: "",
    title: "",
    title_source: "",
    language: "de",
    location: "by_agreement",
    address_id: "",
    country: "CH",
    employment_type: "full_time",
    remote_type: "on_site",
    workload_min: "80",
    workload_max: "100",
    salary_min: "",
    salary_max: "",
    required_languages: [],
    start_kind: "asap",
    start_date: "",
    publish: "now",
    published_on: "",
    questionnaire_id: "",
    listing_url: "",
    apply_url: "",
    contact_name: "",
    contact_email: "",
    contact_phone: "",
  };
}

/** The form prefilled from one of the organisation's jobs (the wizard's "from a job"). */
export function formFromJob(
  values: ListingFormValues,
  job: Pick<TOrgJob, "id" | "title" | "language">,
): ListingFormValues {
  return {
    ...values,
    template: "job",
    job_id: String(job.id),
    title: job.title,
    title_source: job.title,
    language: job.language,
  };
}

/**
 * The listing's title as its source (the new job's title, or the chosen job's) changes from
 * `previous` to `next`: it follows the source until the employer writes a title of their own —
 * one that is neither empty nor the source's previous value.
 */
export function followedTitle(title: string, previous: string, next: string): string {
  return title.trim() === "" || title === previous ? next : title;
}

/**
 * The organisation's main address, the wizard's default place of work: its first address (the
 * lowest id), as the search places a listing 'by agreement' there (ADR 012).
 */
export function mainAddressId(addresses: readonly { id: number }[]): number | undefined {
  return addresses.reduce<number | undefined>((min, a) => (min === undefined || a.id < min ? a.id : min), undefined);
}

/**
 * The form holding a listing: for the editor, or as a copy for the wizard (a copy starts as a new
 * listing: publish now, no publish date of the original).
 */
export function formFromListing(listing: TOrgListingDetail, template: ListingTemplate = "copy"): ListingFormValues {
  const copy = template === "copy";
  return {
    ...emptyListingForm(),
    template,
    job_id: String(listing.job.id),
    title: listing.title,
    language: listing.language,
    location: listing.address ? "address" : "by_agreement",
    address_id: listing.address ? String(listing.address.id) : "",
    country: listing.country,
    employment_type: listing.employment_type,
    remote_type: listing.remote_type,
    workload_min: String(listing.workload_min),
    workload_max: String(listing.workload_max),
    salary_min: listing.salary_min?.toString() ?? "",
    salary_max: listing.salary_max?.toString() ?? "",
    required_languages: listing.required_languages,
    start_kind: listing.start_kind,
    start_date: listing.start_date ?? "",
    publish: copy || listing.status !== "planned" ? "now" : "date",
    published_on: copy ? "" : (listing.published_on ?? ""),
    questionnaire_id: listing.questionnaire ? String(listing.questionnaire.id) : "",
    listing_url: listing.listing_url ?? "",
    apply_url: listing.apply_url ?? "",
    contact_name: listing.contact_name,
    contact_email: listing.contact_email ?? "",
    contact_phone: listing.contact_phone ?? "",
  };
}

const blankToNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));

/** The listing fields of the request body, from checked values. */
function listingFields(v: ListingFormValues): TListingFields {
  return {
    title: v.title.trim(),
    language: v.language,
    address_id: v.location === "address" ? Number(v.address_id) : null,
    country: v.country,
    published_on: v.publish === "date" ? v.published_on : null,
    start_kind: v.start_kind,
    start_date: v.start_kind === "by_date" ? v.start_date : null,
    employment_type: v.employment_type,
    remote_type: v.remote_type,
    workload_min: Number(v.workload_min),
    workload_max: Number(v.workload_max),
    salary_min: numberOrNull(v.salary_min),
    salary_max: numberOrNull(v.salary_max),
    required_languages: v.required_languages,
    listing_url: blankToNull(v.listing_url),
    apply_url: blankToNull(v.apply_url),
    questionnaire_id: v.questionnaire_id === "" ? null : Number(v.questionnaire_id),
    contact_name: v.contact_name.trim(),
    contact_email: blankToNull(v.contact_email),
    contact_phone: blankToNull(v.contact_phone),
  };
}

/** POST /capi/org/listings from the wizard: of the chosen job, or with a new job (blank template). */
export function toCreateRequest(v: ListingFormValues): TCreateListingRequestInput {
  const base = { ...listingFields(v), status: v.publish === "now" ? ("active" as const) : ("planned" as const) };
  if (v.template !== "blank") return { ...base, job_id: Number(v.job_id) };
  return {
    ...base,
    job: {
      title: v.job_title.trim(),
      language: v.job_language,
      role_and_responsibilities: v.role_and_responsibilities,
      requirements: v.requirements,
      team_description: v.team_description,
      benefits: v.benefits,
    },
  };
}

/** PUT /capi/org/listings/{id} from the editor: the listing's status and job stay. */
export function toUpdateRequest(listing: TOrgListingDetail, v: ListingFormValues): TUpdateListingRequestInput {
  const fields = listingFields(v);
  return {
    ...fields,
    id: listing.id,
    status: listing.status,
    job_id: listing.job.id,
    // A published listing keeps its runtime; the server ignores a date it cannot take.
    published_on: listing.status === "planned" ? fields.published_on : listing.published_on,
    // The revision the values were made from: a save after someone else's is refused (ADR 088).
    revision: listing.revision,
  };
}

/** PUT /capi/org/listings/{id} that changes only the status (publish now, cancel, end early). */
export function statusChangeRequest(
  listing: TOrgListingDetail,
  status: TOrgListingDetail["status"],
): TUpdateListingRequestInput {
  return { ...toUpdateRequest(listing, formFromListing(listing, "job")), status };
}

type Issue = { field: ListingFormField; message: string };

/** The first message of a value the schema refuses, in the page's language (z.config). */
function refusal(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? undefined : (result.error.issues[0]?.message ?? i18n.t("listings.form.invalid"));
}

const ZWholeNumber = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * Every problem of the values, each at its field: the contract's schema per field, then the
 * rules across fields. `mode` "edit" skips the template and the publish choice of a published
 * listing; `today` (Europe/Zurich) bounds a publish date.
 */
export function listingFormIssues(
  v: ListingFormValues,
  options: { mode: "create" | "edit"; today: string; published?: boolean },
): Issue[] {
  const issues: Issue[] = [];
  const check = (field: ListingFormField, schema: z.ZodType, value: unknown) => {
    const message = refusal(schema, value);
    if (message) issues.push({ field, message });
    return message === undefined;
  };
  const required = (field: ListingFormField, value: string) => {
    if (value.trim() === "") {
      issues.push({ field, message: i18n.t("listings.form.required") });
      return false;
    }
    return true;
  };
  const fields = ZListingFields.shape;

  if (options.mode === "create") {
    if (v.template === "blank") {
      if (required("job_title", v.job_title)) check("job_title", ZListingNewJob.shape.title, v.job_title);
      check("job_language", ZContentLanguage, v.job_language);
      for (const text of ["role_and_responsibilities", "requirements", "team_description", "benefits"] as const)
        check(text, ZListingNewJob.shape[text], v[text]);
    } else if (required("job_id", v.job_id)) {
      check("job_id", ZPathId, v.job_id);
    }
  }
  if (required("title", v.title)) check("title", fields.title, v.title);
  check("language", ZContentLanguage, v.language);
  if (v.location === "address") required("address_id", v.address_id);
  check("country", ZCountry, v.country);
  check("employment_type", ZEmploymentType, v.employment_type);
  check("remote_type", ZRemoteType, v.remote_type);
  const workloadOk =
    required("workload_min", v.workload_min) &&
    check("workload_min", ZWholeNumber(100), v.workload_min) &&
    required("workload_max", v.workload_max) &&
    check("workload_max", ZWholeNumber(100), v.workload_max);
  const salaryOk =
    (v.salary_min.trim() === "" || check("salary_min", ZWholeNumber(LISTING_SALARY_MAX), v.salary_min)) &&
    (v.salary_max.trim() === "" || check("salary_max", ZWholeNumber(LISTING_SALARY_MAX), v.salary_max));
  check("start_kind", ZStartDateKind, v.start_kind);
  if (v.start_kind === "by_date" && required("start_date", v.start_date))
    check("start_date", z.iso.date(), v.start_date);
  if (!options.published && v.publish === "date" && required("published_on", v.published_on)) {
    if (check("published_on", z.iso.date(), v.published_on) && v.published_on < options.today)
      issues.push({ field: "published_on", message: i18n.t("listings.rules.published_on_past") });
  }
  for (const url of ["listing_url", "apply_url"] as const)
    if (v[url].trim() !== "") check(url, fields.listing_url, v[url]);
  check("contact_name", fields.contact_name, v.contact_name);
  if (v.contact_email.trim() !== "") check("contact_email", fields.contact_email, v.contact_email);
  if (v.contact_phone.trim() !== "" && !isPhoneNumber(v.contact_phone))
    issues.push({ field: "contact_phone", message: i18n.t("listings.form.phone") });

  if (workloadOk && salaryOk) {
    const body = listingFields(v);
    for (const { field, rule } of listingRuleIssues(body)) {
      if (rule === "start_date_required" || rule === "start_date_unexpected") continue; // checked above
      issues.push({ field: field as ListingFormField, message: i18n.t(`listings.rules.${rule}`) });
    }
  }
  return issues;
}

/** A react-hook-form resolver checking with listingFormIssues (options read at each check). */
export function listingFormResolver(
  options: () => { mode: "create" | "edit"; today: string; published?: boolean },
): Resolver<ListingFormValues> {
  return async (values) => {
    const issues = listingFormIssues(values, options());
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.field] ??= { type: "validate", message: issue.message };
    return { values: {}, errors: errors as FieldErrors<ListingFormValues> };
  };
}

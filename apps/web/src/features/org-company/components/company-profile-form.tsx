import {
  COMPANY_LIMITS,
  industryLabel,
  isIndustryCode,
  ZOrgCompanyUpdateRequest,
  type TOrgCompany,
} from "@jobatlas/contract";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { UserMarkdown } from "@/features/companies";
import { formatAmount } from "@/lib/format";
import { companyQueryOptions, useUpdateCompany } from "../api/org-company";
import { IndustriesPicker } from "@/components/ui/industries-picker";
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSaveForm } from "@/lib/use-save-form";
import { useFetchCurrent, valueText } from "@/lib/use-stale-edit";
import { KeywordsInput } from "./keywords-input";

const ZProfileForm = ZOrgCompanyUpdateRequest.omit({ widget_theme: true });
const FIELDS = [
  "name",
  "description",
  "sectors",
  "keywords",
  "main_website",
  "jobs_website",
  "legal_form",
] as const satisfies readonly (keyof typeof ZProfileForm.shape)[];

/** The label key (orgCompany.company.*) of each field, for the notice of a stale save. */
const FIELD_LABELS = {
  name: "name",
  description: "description",
  sectors: "sectors",
  keywords: "keywords",
  main_website: "mainWebsite",
  jobs_website: "jobsWebsite",
  legal_form: "legalForm",
} as const satisfies Record<(typeof FIELDS)[number], string>;

/** Common legal forms of CH and LI, offered while typing (any other may be typed). */
const LEGAL_FORMS = [
  "AG",
  "GmbH",
  "Einzelunternehmen",
  "Genossenschaft",
  "Verein",
  "Stiftung",
  "Kollektivgesellschaft",
  "Kommanditgesellschaft",
  "SA",
  "Sàrl",
  "Anstalt",
];

function defaultsOf(company: TOrgCompany) {
  return {
    name: company.name,
    description: company.description,
    // A code the list no longer has would block every save: it is left out (and dropped on save).
    sectors: company.sectors.filter(isIndustryCode),
    keywords: company.keywords,
    main_website: company.main_website ?? "",
    jobs_website: company.jobs_website ?? "",
    legal_form: company.legal_form ?? "",
  };
}

/** The description: Markdown in a textarea, with a preview rendered as the company page shows it. */
function DescriptionPreview({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("orgCompany.company.preview")} className="rounded-md border border-border bg-surface p-4">
      {text.trim() ? (
        <UserMarkdown text={text} />
      ) : (
        <p className="text-sm text-muted">{t("orgCompany.company.previewEmpty")}</p>
      )}
    </section>
  );
}

/**
 * The company profile (owners and admins): name, description (Markdown with preview), sectors,
 * keywords, websites and legal form → PUT /capi/org/company with the widget theme as it is.
 * Server messages land at their fields; saving toasts its outcome.
 */
export function CompanyProfileForm({ slug, company }: { slug: string; company: TOrgCompany }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const previewId = useId();
  const [showPreview, setShowPreview] = useState(false);
  const update = useUpdateCompany(slug);
  const reload = useFetchCurrent(companyQueryOptions(slug));
  const { register, control, watch, formState, formProps, stale } = useSaveForm({
    schema: ZProfileForm,
    saved: company,
    valuesOf: defaultsOf,
    fields: FIELDS,
    save: (values, revision) => update.mutateAsync({ ...values, widget_theme: company.widget_theme, revision }),
    savedText: t("orgCompany.company.saved"),
    stale: {
      reload,
      label: (field) => t(`orgCompany.company.${FIELD_LABELS[field as (typeof FIELDS)[number]]}`),
      // Sectors by their names, one a line, as the picker shows them.
      text: (field, value) =>
        field === "sectors" && Array.isArray(value)
          ? value.map((code: string) => industryLabel(code, lang) ?? code).join("\n")
          : valueText(value),
    },
  });
  const { errors } = formState;
  const description = watch("description");

  return (
    <form {...formProps} className="space-y-6" aria-label={t("orgCompany.company.formLabel")}>
      <StaleEditNotice stale={stale} />
      <FormError error={errors.root?.server} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("orgCompany.company.name")} error={errors.name?.message}>
          {(props) => (
            <Input autoComplete="organization" maxLength={COMPANY_LIMITS.nameMax} {...props} {...register("name")} />
          )}
        </Field>
        <Field
          label={t("orgCompany.company.legalForm")}
          hint={t("orgCompany.company.legalFormHint")}
          error={errors.legal_form?.message}
          optional
        >
          {(props) => (
            <>
              <Input
                list={`${previewId}-legal-forms`}
                maxLength={COMPANY_LIMITS.legalFormMax}
                {...props}
                {...register("legal_form")}
              />
              <datalist id={`${previewId}-legal-forms`}>
                {LEGAL_FORMS.map((form) => (
                  <option key={form} value={form} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>

      <div className="space-y-2">
        <Field
          label={t("orgCompany.company.description")}
          hint={t("orgCompany.company.descriptionHint", { max: formatAmount(COMPANY_LIMITS.descriptionMax) })}
          error={errors.description?.message}
          optional
        >
          {(props) => <Textarea rows={10} className="font-mono text-sm!" {...props} {...register("description")} />}
        </Field>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showPreview}
          aria-controls={showPreview ? `${previewId}-preview` : undefined}
          onClick={() => setShowPreview((shown) => !shown)}
        >
          {showPreview ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {showPreview ? t("orgCompany.company.hidePreview") : t("orgCompany.company.showPreview")}
        </Button>
        {showPreview && (
          <div id={`${previewId}-preview`}>
            <DescriptionPreview text={description} />
          </div>
        )}
      </div>

      <Controller
        control={control}
        name="sectors"
        render={({ field }) => (
          <IndustriesPicker
            value={field.value}
            onChange={field.onChange}
            lang={lang}
            legend={t("orgCompany.company.sectors")}
            legendNote={t("common.notRequired")}
            hint={t("orgCompany.company.sectorsHint", { chosen: field.value.length, max: COMPANY_LIMITS.sectorsMax })}
            max={COMPANY_LIMITS.sectorsMax}
            texts={{
              remove: (sector) => t("orgCompany.company.sectorRemove", { sector }),
              filter: t("orgCompany.company.sectorsFilter"),
              none: t("orgCompany.company.sectorsNone"),
              chosen: t("orgCompany.company.sectorsChosen"),
            }}
            error={errors.sectors?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="keywords"
        render={({ field }) => (
          <KeywordsInput value={field.value} onChange={field.onChange} error={errors.keywords?.message} />
        )}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t("orgCompany.company.mainWebsite")}
          hint={t("orgCompany.company.websiteHint")}
          error={errors.main_website?.message}
          optional
        >
          {(props) => <Input type="url" inputMode="url" autoComplete="url" {...props} {...register("main_website")} />}
        </Field>
        <Field
          label={t("orgCompany.company.jobsWebsite")}
          hint={t("orgCompany.company.websiteHint")}
          error={errors.jobs_website?.message}
          optional
        >
          {(props) => <Input type="url" inputMode="url" {...props} {...register("jobs_website")} />}
        </Field>
      </div>

      <SubmitButton state={formState} disabled={!formState.isDirty}>
        {t("orgCompany.company.save")}
      </SubmitButton>
    </form>
  );
}

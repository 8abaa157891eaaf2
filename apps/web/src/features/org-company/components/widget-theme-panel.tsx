import {
  isIndustryCode,
  PLAN_LIMITS,
  type TCompanyWidgetTheme,
  type TOrgCompany,
  type TOrgCompanyUpdateRequest,
} from "@jobatlas/contract";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { StaleEditNotice } from "@/components/ui/stale-edit-notice";
import { WidgetEmbedPanel } from "@/features/widgets";
import { useFetchCurrent, useStaleEdit } from "@/lib/use-stale-edit";
import { companyQueryOptions, useUpdateCompany } from "../api/org-company";

const THEMES: readonly TCompanyWidgetTheme[] = ["auto", "light", "dark"];

/** The profile as PUT /capi/org/company takes it, with another widget theme. */
function withTheme(company: TOrgCompany, theme: TCompanyWidgetTheme): TOrgCompanyUpdateRequest {
  return {
    name: company.name,
    description: company.description,
    sectors: company.sectors.filter(isIndustryCode),
    keywords: company.keywords,
    main_website: company.main_website,
    jobs_website: company.jobs_website,
    legal_form: company.legal_form,
    widget_theme: theme,
    // The profile as loaded: when someone else saved it since, the save is refused (ADR 088).
    revision: company.revision,
  };
}

/**
 * The widgets tab: the theme the widgets show (auto follows the visitor; light and dark force it,
 * which the enterprise plan includes — other plans see which plan lifts it), and the embed
 * snippets of the listings and job-profile widgets with that theme.
 */
export function WidgetThemePanel({ slug, company, canEdit }: { slug: string; company: TOrgCompany; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateCompany(slug);
  const [theme, setTheme] = useState<TCompanyWidgetTheme>(company.widget_theme);
  const [refused, setRefused] = useState(false);
  const forcedAllowed = PLAN_LIMITS[company.plan].forcedWidgetTheme;
  const fetchCompany = useFetchCurrent(companyQueryOptions(slug));
  const stale = useStaleEdit(async () => setTheme((await fetchCompany()).widget_theme));

  const onSave = async () => {
    setRefused(false);
    try {
      const saved = await update.mutateAsync(withTheme(company, theme));
      setTheme(saved.widget_theme);
      toast.success(t("orgCompany.widgets.saved"));
    } catch (error) {
      const chosen = [
        {
          field: "widget_theme",
          label: t("orgCompany.widgets.themeLegend"),
          value: t(`orgCompany.widgets.themes.${theme}`),
        },
      ];
      if (stale.refused(error, () => chosen)) return;
      if (planLimitOf(error) === "forcedWidgetTheme") setRefused(true);
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-title`} className="space-y-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("orgCompany.widgets.themeTitle")}
        </h2>
        <StaleEditNotice stale={stale} />
        {(!forcedAllowed || refused) && <PlanLimitNotice limit="forcedWidgetTheme" plan={company.plan} />}
        <fieldset className="space-y-2" disabled={!canEdit || update.isPending}>
          <legend className="text-sm font-medium">{t("orgCompany.widgets.themeLegend")}</legend>
          {THEMES.map((option) => {
            // A forced theme needs the plan; one kept from a bigger plan stays selectable.
            const locked = option !== "auto" && !forcedAllowed && option !== company.widget_theme;
            return (
              <div key={option} className="flex items-start gap-2">
                <input
                  id={`${id}-${option}`}
                  type="radio"
                  name={`${id}-theme`}
                  value={option}
                  checked={theme === option}
                  disabled={locked}
                  aria-describedby={`${id}-${option}-hint`}
                  onChange={() => setTheme(option)}
                  className="mt-1 size-4 accent-accent"
                />
                <label htmlFor={`${id}-${option}`} className="text-fg">
                  <span className="block font-medium">{t(`orgCompany.widgets.themes.${option}`)}</span>
                  <span id={`${id}-${option}-hint`} className="block text-sm text-muted">
                    {t(`orgCompany.widgets.themeHints.${option}`)}
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
        {canEdit ? (
          <Button onClick={() => void onSave()} disabled={update.isPending || theme === company.widget_theme}>
            {update.isPending ? t("form.sending") : t("orgCompany.widgets.save")}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t("orgCompany.widgets.readOnly")}</p>
        )}
      </section>
      {/* A theme kept from an earlier enterprise plan no longer applies: the snippet must not promise it. */}
      <WidgetEmbedPanel
        organizationId={company.id}
        theme={PLAN_LIMITS[company.plan].forcedWidgetTheme ? company.widget_theme : "auto"}
      />
    </div>
  );
}

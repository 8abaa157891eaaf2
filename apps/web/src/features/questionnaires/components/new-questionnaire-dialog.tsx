import { ZCreateQuestionnaireRequest, type TOrganizationPlan, type TPlanLimit } from "@jobatlas/contract";
import { useNavigate } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { z } from "zod";
import { useLanguage } from "@/components/layout/use-language";
import { PlanLimitNotice, planLimitOf } from "@/components/plans/plan-limit-notice";
import { Button } from "@/components/ui/button";
import { DialogCancel, DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { useApiForm } from "@/lib/use-api-form";
import { useCreateQuestionnaire } from "../api/questionnaires";

const ZNameForm = z.object({ name: ZCreateQuestionnaireRequest.shape.name });

/**
 * "New questionnaire": a dialog asks for the name, creates the questionnaire with one starter
 * question (the API wants at least one) and opens the editor. Beyond the plan's active
 * questionnaires it shows the plan that lifts the limit instead.
 */
export function NewQuestionnaireDialog({ slug, plan }: { slug: string; plan: TOrganizationPlan }) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" className="size-5" />
          {t("questionnaires.create.open")}
        </Button>
      }
      title={t("questionnaires.create.title")}
      description={t("questionnaires.create.description")}
    >
      <NewQuestionnaireForm slug={slug} plan={plan} />
    </TitledDialog>
  );
}

function NewQuestionnaireForm({ slug, plan }: { slug: string; plan: TOrganizationPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateQuestionnaire(slug);
  const [limit, setLimit] = useState<TPlanLimit>();
  const { register, formState, formProps } = useApiForm({
    schema: ZNameForm,
    defaultValues: { name: "" },
    fields: ["name"],
    onSubmit: async ({ name }) => {
      setLimit(undefined);
      try {
        const created = await create.mutateAsync({
          name,
          questions: [{ type: "free_text", text: t("questionnaires.create.starterQuestion"), required: false }],
        });
        await navigate({
          to: "/$lang/org/$companyslug/questionnaires/$id/edit",
          params: { lang, companyslug: slug, id: String(created.id) },
        });
      } catch (error) {
        const reached = planLimitOf(error);
        if (!reached) throw error;
        setLimit(reached);
      }
    },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form {...formProps} className="mt-4 space-y-4">
      <FormError error={errors.root?.server} />
      {limit && <PlanLimitNotice limit={limit} plan={plan} />}
      <Field
        label={t("questionnaires.create.name")}
        hint={t("questionnaires.create.nameHint")}
        error={errors.name?.message}
      >
        {(props) => <Input {...props} autoComplete="off" {...register("name")} />}
      </Field>
      <DialogFooter>
        <DialogCancel />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("form.sending") : t("questionnaires.create.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}

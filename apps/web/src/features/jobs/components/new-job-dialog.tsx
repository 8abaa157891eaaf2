import { ZOrgJobCreateRequest } from "@jobatlas/contract";
import { useNavigate } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { ContentLanguageSelect } from "@/components/ui/content-language-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/lib/use-api-form";
import { useCreateJob } from "../api/jobs";

const ZNewJobForm = ZOrgJobCreateRequest.pick({ title: true, language: true });
const FIELDS = ["title", "language"] as const;

/** "New job": a small dialog (title, language) that creates a planned job and opens its editor. */
export function NewJobDialog({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateJob(slug);
  const { register, reset, formState, formProps } = useApiForm({
    schema: ZNewJobForm,
    defaultValues: { title: "", language: lang },
    fields: FIELDS,
    onSubmit: async (values) => {
      const job = await create.mutateAsync(values);
      toast.success(t("jobs.create.created", { title: job.title }));
      setOpen(false);
      void navigate({
        to: "/$lang/org/$companyslug/jobs/$id/edit",
        params: { lang, companyslug: slug, id: String(job.id) },
      });
    },
  });
  const { errors } = formState;

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button>
          <Plus aria-hidden="true" className="size-5" />
          {t("jobs.list.newJob")}
        </Button>
      }
      title={t("jobs.create.title")}
      description={t("jobs.create.description")}
    >
      <form {...formProps} className="mt-4 space-y-4">
        <FormError error={errors.root?.server} />
        <Field label={t("jobs.create.titleLabel")} hint={t("jobs.create.titleHint")} error={errors.title?.message}>
          {(props) => <Input autoComplete="off" maxLength={150} {...props} {...register("title")} />}
        </Field>
        <Field label={t("jobs.create.language")} error={errors.language?.message}>
          {(props) => <ContentLanguageSelect {...props} {...register("language")} />}
        </Field>
        <DialogFooter>
          <SubmitButton state={formState}>{t("jobs.create.submit")}</SubmitButton>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}

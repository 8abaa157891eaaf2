import { ZRejectApplicationRequest, type TOrgContactRequestsResponse } from "@jobatlas/contract";
import { useNavigate } from "@tanstack/react-router";
import { Info, MailX } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { DialogCancel, DialogFooter, TitledDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Textarea } from "@/components/ui/textarea";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { useDocumentTitle } from "@/lib/document-title";
import { useSession } from "@/lib/session";
import { useApiForm } from "@/lib/use-api-form";
import { useRejectApplication } from "../api/contact-requests";
import { BackToCandidate, CandidateSummary } from "./candidate-summary";
import { ScreenHeader } from "@/components/ui/screen-header";
import { UseTemplate } from "@/features/message-templates";

/**
 * org/{slug}/applications/{id}/reject: a polite message prefilled in the employer's language
 * (editable), a confirmation, then the application is rejected (`org_rejected`), the applicant
 * gets the message by email and the screen goes back to the candidate. Never twice. Once the
 * applicant deleted their data (ADR 030) there is nobody to write to: no message is asked for or
 * sent, and the screen says so.
 */
export function RejectScreen({ slug, data }: { slug: string; data: TOrgContactRequestsResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { application } = data;
  const name = applicantDisplayName(t, application);
  const noMail = application.identity_deleted;
  const title = t("screens.orgApplicationReject.title");
  useDocumentTitle(`${title}: ${name}`);
  const company = useSession().data?.organizations?.find((org) => org.slug === slug)?.name ?? "";
  const reject = useRejectApplication(slug, application.id);
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<(ok: boolean) => void>(undefined);

  const {
    register,
    setValue,
    formState: { errors },
    formProps,
  } = useApiForm({
    schema: ZRejectApplicationRequest,
    defaultValues: noMail ? {} : { message: t("contactRequests.reject.template", { name, company }).trim() },
    fields: ["message"],
    onSubmit: async (values) => {
      const ok = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setConfirming(true);
      });
      setConfirming(false);
      if (!ok) return;
      await reject.mutateAsync(values);
      toast.success(noMail ? t("contactRequests.reject.doneNoMail") : t("contactRequests.reject.done", { name }));
      await navigate({
        to: "/$lang/org/$companyslug/applications/$id",
        params: { lang, companyslug: slug, id: String(application.id) },
      });
    },
  });

  return (
    <div className="space-y-6">
      <BackToCandidate slug={slug} applicationId={application.id} />
      <ScreenHeader
        title={title}
        titleId="screen-title"
        intro={noMail ? t("contactRequests.reject.introNoMail") : t("contactRequests.reject.intro", { name })}
      />
      <CandidateSummary slug={slug} application={application} />

      {!application.can_reject ? (
        <p className="flex gap-2 rounded-md border border-border bg-surface p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          {t("contactRequests.reject.cannot", { status: t(`contactRequests.statuses.${application.status}`) })}
        </p>
      ) : (
        <form {...formProps} aria-labelledby="screen-title" className="max-w-2xl space-y-4">
          <FormError error={errors.root?.server} />
          {noMail ? (
            <p className="flex gap-2 rounded-md border border-border bg-surface p-4">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
              {t("contactRequests.reject.noMessage")}
            </p>
          ) : (
            <UseTemplate
              slug={slug}
              kind="reject"
              language={application.language}
              source={{
                firstName: application.first_name,
                companyName: company,
                listingTitle: application.listing_title,
                jobTitle: application.job_title,
              }}
              onFill={(text) => setValue("message", text, { shouldDirty: true })}
            />
          )}
          {!noMail && (
            <Field
              label={t("contactRequests.reject.message")}
              hint={t("contactRequests.reject.messageHint")}
              error={errors.message?.message}
            >
              {(props) => <Textarea rows={12} maxLength={5000} {...props} {...register("message")} />}
            </Field>
          )}
          {!noMail && application.language !== lang && (
            <p className="text-sm text-muted">
              {t(`contactRequests.send.languageNote.${application.language}`, { name })}
            </p>
          )}
          <Button type="submit" variant="danger" disabled={reject.isPending || confirming}>
            <MailX aria-hidden="true" className="size-5" />
            {reject.isPending
              ? t("contactRequests.reject.submitting")
              : noMail
                ? t("contactRequests.reject.submitNoMail")
                : t("contactRequests.reject.submit")}
          </Button>
        </form>
      )}

      <TitledDialog
        open={confirming}
        onOpenChange={(open) => !open && answer.current?.(false)}
        title={t("contactRequests.reject.confirmTitle")}
        description={
          noMail ? t("contactRequests.reject.confirmTextNoMail") : t("contactRequests.reject.confirmText", { name })
        }
        role="alertdialog"
      >
        <DialogFooter>
          <DialogCancel />
          <Button variant="danger" onClick={() => answer.current?.(true)}>
            {noMail ? t("contactRequests.reject.confirmNoMail") : t("contactRequests.reject.confirm")}
          </Button>
        </DialogFooter>
      </TitledDialog>
    </div>
  );
}

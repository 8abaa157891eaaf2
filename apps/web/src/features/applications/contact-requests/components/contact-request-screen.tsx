import {
  ZContactRequestCreateRequest,
  type TContactRequestApplication,
  type TOrgContactRequestsResponse,
} from "@jobatlas/contract";
import { CircleCheck, Info, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useLanguage } from "@/components/layout/use-language";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { Textarea } from "@/components/ui/textarea";
import { formatMoment } from "@/lib/format";
import { applicantDisplayName } from "@/features/applications/applicant-name";
import { useDocumentTitle } from "@/lib/document-title";
import { useApiForm } from "@/lib/use-api-form";
import { useSendContactRequest } from "../api/contact-requests";
import { BackToCandidate, CandidateSummary } from "./candidate-summary";
import { ScreenHeader } from "@/components/ui/screen-header";
import { SubmitButton } from "@/components/ui/submit-button";
import { TitledSection } from "@/components/ui/titled-section";
import { UseTemplate } from "@/features/message-templates";
import { useSession } from "@/lib/session";

/** Why no request can be sent now, or undefined when one can. */
function blockedReason(
  application: TContactRequestApplication,
): "deleted" | "revealed" | "open" | "closed" | undefined {
  if (application.identity_deleted) return "deleted";
  if (application.can_request_contact) return undefined;
  if (application.contact_revealed) return "revealed";
  if (application.status !== "pending" && application.status !== "active") return "closed";
  return "open";
}

/**
 * org/{slug}/applications/{id}/contact and contact-requests/send-for/{applicationId}: the employer
 * writes a message; the applicant gets it by email with a link to accept (their contact details
 * are then shown) or decline (the application ends). Below, the requests sent so far.
 */
export function ContactRequestScreen({
  slug,
  data,
  screen,
}: {
  slug: string;
  data: TOrgContactRequestsResponse;
  screen: Extract<ScreenKey, "orgApplicationContact" | "contactRequestSend">;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { application, items } = data;
  const name = applicantDisplayName(t, application);
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(`${title}: ${name}`);
  const send = useSendContactRequest(slug, application.id);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const blocked = blockedReason(application);

  const company = useSession().data?.organizations?.find((org) => org.slug === slug)?.name ?? "";
  const { register, reset, setValue, formState, formProps } = useApiForm({
    schema: ZContactRequestCreateRequest,
    defaultValues: { message: "" },
    fields: ["message"],
    onSubmit: async (values) => {
      setSentTo(undefined);
      await send.mutateAsync(values);
      setSentTo(name);
      reset({ message: "" });
    },
  });
  const { errors } = formState;

  return (
    <div className="space-y-6">
      <BackToCandidate slug={slug} applicationId={application.id} />
      <ScreenHeader title={title} titleId="screen-title" intro={t("contactRequests.send.intro", { name })} />
      <CandidateSummary slug={slug} application={application} />

      {sentTo && (
        <p role="status" className="flex items-center gap-2 rounded-md border border-accent p-4 font-medium">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {t("contactRequests.send.sent", { name: sentTo })}
        </p>
      )}

      {blocked ? (
        !sentTo && (
          <p className="flex gap-2 rounded-md border border-border bg-surface p-4">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
            {t(`contactRequests.send.cannot.${blocked}`, { name })}
          </p>
        )
      ) : (
        <form {...formProps} aria-labelledby="screen-title" className="max-w-2xl space-y-4">
          <FormError error={errors.root?.server} />
          <UseTemplate
            slug={slug}
            kind="contact_request"
            language={application.language}
            source={{
              firstName: application.first_name,
              companyName: company,
              listingTitle: application.listing_title,
              jobTitle: application.job_title,
            }}
            onFill={(text) => setValue("message", text, { shouldDirty: true })}
          />
          <Field
            label={t("contactRequests.send.message")}
            hint={t("contactRequests.send.messageHint")}
            error={errors.message?.message}
          >
            {(props) => <Textarea rows={8} maxLength={5000} {...props} {...register("message")} />}
          </Field>
          {application.language !== lang && (
            <p className="text-sm text-muted">
              {t(`contactRequests.send.languageNote.${application.language}`, { name })}
            </p>
          )}
          {application.status === "pending" && (
            <p className="text-sm text-muted">{t("contactRequests.send.pendingNote")}</p>
          )}
          <SubmitButton
            state={formState}
            icon={<Send aria-hidden="true" className="size-5" />}
            sendingLabel={t("contactRequests.send.submitting")}
          >
            {t("contactRequests.send.submit")}
          </SubmitButton>
        </form>
      )}

      <TitledSection id="contact-history" title={t("contactRequests.send.history")} className="space-y-3">
        {items.length === 0 ? (
          <p className="text-muted">{t("contactRequests.send.noHistory")}</p>
        ) : (
          <ol className="space-y-3">
            {items.map((request) => (
              <li key={request.id} className="space-y-2 rounded-lg border border-border p-4">
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span className="font-semibold">{t(`contactRequests.send.requestStatus.${request.status}`)}</span>
                  <span className="text-muted">
                    {t("contactRequests.send.sentOn", { date: formatMoment(request.created_at, lang) })}
                  </span>
                  {request.answered_at ? (
                    <span className="text-muted">
                      {t("contactRequests.send.answeredOn", { date: formatMoment(request.answered_at, lang) })}
                    </span>
                  ) : (
                    request.status === "open" && (
                      <span className="text-muted">
                        {t("contactRequests.send.expiresOn", { date: formatMoment(request.expires_at, lang) })}
                      </span>
                    )
                  )}
                </p>
                <p className="whitespace-pre-wrap wrap-anywhere">{request.message}</p>
              </li>
            ))}
          </ol>
        )}
      </TitledSection>
    </div>
  );
}

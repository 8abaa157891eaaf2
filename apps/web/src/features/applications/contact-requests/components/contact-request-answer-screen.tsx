import { ZContactRequestToken, type TPublicContactRequest } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Info, ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { FormError } from "@/components/ui/form-error";
import { formatMoment } from "@/lib/format";
import { NetworkError, ServiceError } from "@/lib/api-errors";
import { TitledScreen } from "@/components/ui/screen-frame";
import { publicContactRequestQueryOptions, useAnswerContactRequest } from "../api/contact-requests";
import { QueryStates } from "@/components/ui/query-states";
import { Section } from "@/components/ui/section";

/**
 * contact-requests/accept/{token}: the mailed link, no sign-in needed (the token is the proof).
 * The employer's message and both answers, each confirmed first: accepting shows the applicant's
 * contact details to the employer; declining ends the application. Answered, expired or ended:
 * the screen says so instead of offering the buttons.
 */
export function ContactRequestAnswerScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const title = t("screens.contactRequestAccept.title");
  // A token that cannot be one (cut off in the mail client, typed by hand) is not asked for.
  const wellFormed = ZContactRequestToken.safeParse(token).success;
  const request = useQuery({ ...publicContactRequestQueryOptions(token), enabled: wellFormed });

  return (
    <TitledScreen title={title} className="max-w-2xl space-y-6">
      <QueryStates
        query={request}
        named={wellFormed}
        notFound={
          <NotFoundPanel
            title={t("contactRequests.answer.invalidTitle")}
            text={t("contactRequests.answer.invalidText")}
          />
        }
        failedText={t("contactRequests.candidate.loadFailed")}
        retryLabel={t("contactRequests.candidate.retry")}
      >
        {(data) => <ContactRequestAnswer token={token} request={data} />}
      </QueryStates>
    </TitledScreen>
  );
}

function ContactRequestAnswer({ token, request }: { token: string; request: TPublicContactRequest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const answer = useAnswerContactRequest(token);
  const company = request.company_name;
  const shown = answer.data ?? request;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-lg">{t("contactRequests.answer.greeting", { name: request.first_name })}</p>
        <p className="text-lg">{t("contactRequests.answer.intro", { company })}</p>
      </div>
      <dl className="space-y-1 rounded-lg border border-border bg-surface p-4">
        <dt className="text-sm text-muted">{t("contactRequests.answer.appliedFor")}</dt>
        <dd className="font-semibold wrap-anywhere">
          {request.listing_title ?? t("contactRequests.answer.unsolicited")} · {company}
        </dd>
      </dl>
      <Section id="request-message" title={t("contactRequests.answer.message")} className="space-y-2">
        <blockquote className="rounded-md border-l-4 border-accent bg-surface p-4 whitespace-pre-wrap wrap-anywhere">
          {request.message}
        </blockquote>
      </Section>

      {shown.status === "open" ? (
        <div className="space-y-4">
          <p className="max-w-prose">{t("contactRequests.answer.explain", { company })}</p>
          <p className="text-sm text-muted">
            {t("contactRequests.answer.validUntil", { date: formatMoment(request.expires_at, lang) })}
          </p>
          {answer.error && (
            <FormError
              kind={answer.error instanceof NetworkError ? "network" : "service"}
              message={answer.error instanceof ServiceError ? answer.error.detail : t("contactRequests.answer.failed")}
            />
          )}
          {answer.isPending && (
            <p role="status" className="text-muted">
              {t("contactRequests.answer.submitting")}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <ConfirmButton
              icon={ThumbsUp}
              label={t("contactRequests.answer.accept")}
              disabled={answer.isPending}
              title={t("contactRequests.answer.acceptTitle")}
              description={t("contactRequests.answer.acceptText", { company })}
              confirmLabel={t("contactRequests.answer.acceptConfirm")}
              onConfirm={() => answer.mutate("accept")}
            />
            <ConfirmButton
              icon={ThumbsDown}
              label={t("contactRequests.answer.decline")}
              variant="secondary"
              disabled={answer.isPending}
              title={t("contactRequests.answer.declineTitle")}
              description={t("contactRequests.answer.declineText", { company })}
              confirmLabel={t("contactRequests.answer.declineConfirm")}
              destructive
              onConfirm={() => answer.mutate("decline")}
            />
          </div>
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-accent p-4 font-medium"
          data-testid="contact-request-status"
        >
          {shown.status === "accepted" ? (
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
          ) : (
            <Info aria-hidden="true" className="size-5 shrink-0 text-muted" />
          )}
          {t(`contactRequests.answer.status.${shown.status}`, { company })}
        </p>
      )}
    </div>
  );
}

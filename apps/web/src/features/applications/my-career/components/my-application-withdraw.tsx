import type { TMyApplication } from "@jobatlas/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Info, TriangleAlert, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button, buttonClasses } from "@/components/ui/button";
import { ServiceError } from "@/lib/api-errors";
import { useDocumentTitle } from "@/lib/document-title";
import { myCareerKeys } from "@/features/applications/api/keys";
import { useUpdateMyApplication } from "../api/my-career";
import { BackLink } from "@/components/ui/link-button";
import { TitledSection } from "@/components/ui/titled-section";
import { ApplicationChangeHeader } from "./application-change-header";

/**
 * user/applications/{id}/withdraw: the confirmation — it cannot be undone — and the button that
 * withdraws for good; afterwards the archived list, where it shows as 'Withdrawn by you'. A
 * closed application says why it can no longer be withdrawn.
 */
export function MyApplicationWithdraw({ application }: { application: TMyApplication }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = t("screens.userApplicationWithdraw.title");
  useDocumentTitle(title);
  const update = useUpdateMyApplication(application.id);
  const [failure, setFailure] = useState<string>();
  const params = { lang, id: String(application.id) };

  const withdraw = () => {
    setFailure(undefined);
    update.mutate(
      { status: "withdrawn" },
      {
        onSuccess: () => {
          toast.success(t("myCareer.withdraw.done"));
          void navigate({ to: "/$lang/user/applications", params: { lang }, search: { status: "archived" } });
        },
        onError: (error) => {
          const invalid = error instanceof ServiceError;
          setFailure(t(invalid ? "myCareer.withdraw.invalidTransition" : "myCareer.withdraw.failed"));
          if (invalid) void queryClient.invalidateQueries({ queryKey: myCareerKeys.all });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <BackLink to="/$lang/user/applications/$id" params={params}>
        {t("myCareer.edit.cancel")}
      </BackLink>
      <ApplicationChangeHeader title={title} application={application} />
      {application.withdrawable ? (
        <TitledSection
          id="withdraw-question"
          title={t("myCareer.withdraw.intro", { company: application.company.name })}
          headingClassName="text-xl font-semibold wrap-anywhere"
          className="max-w-prose space-y-4"
        >
          <p className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("myCareer.withdraw.warning")}
          </p>
          {failure && (
            <p role="alert" className="font-medium text-danger">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" disabled={update.isPending} onClick={withdraw}>
              <Undo2 aria-hidden="true" className="size-5" />
              {update.isPending ? t("myCareer.withdraw.withdrawing") : t("myCareer.withdraw.confirm")}
            </Button>
            <Link to="/$lang/user/applications/$id" params={params} className={buttonClasses("secondary")}>
              {t("myCareer.withdraw.keep")}
            </Link>
          </div>
        </TitledSection>
      ) : (
        <div role="status" className="flex max-w-prose gap-3 rounded-lg border border-border bg-surface p-4">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          <div>
            <p className="font-semibold">{t("myCareer.withdraw.notWithdrawable")}</p>
            <p className="text-muted">
              {t("myCareer.withdraw.notWithdrawableText", {
                status: t(`myCareer.status.${application.displayed_status}`),
              })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

import { APPLICATION_LIMITS, type TListingStatus } from "@jobatlas/contract";
import { useQuery } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { openApplicationsOfListingQueryOptions, useWithdrawListingApplications } from "@/features/applications";

/**
 * Closing a listing offers to withdraw its open applications (issue 10 point 5): rendered on the
 * listing's detail screen, it asks "Withdraw the N open applications?" as soon as the listing
 * turns archived there (ended early, cancelled, or archived), and while an archived listing still
 * has open applications it offers the same with a button. Each applicant is mailed
 * (org_withdrawn), with the optional message.
 */
export function WithdrawApplicationsOffer({
  slug,
  listing,
}: {
  slug: string;
  listing: { id: number; status: TListingStatus };
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const closed = listing.status === "archived";
  const open = useQuery({ ...openApplicationsOfListingQueryOptions(slug, listing.id), enabled: closed });
  const count = closed ? (open.data?.count ?? 0) : 0;
  const withdraw = useWithdrawListingApplications(slug, listing.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [failed, setFailed] = useState(false);

  // Ask at once when the listing was closed on this screen (not when an archived one is opened).
  const previous = useRef(listing.status);
  const [justClosed, setJustClosed] = useState(false);
  useEffect(() => {
    if (previous.current !== "archived" && listing.status === "archived") setJustClosed(true);
    previous.current = listing.status;
  }, [listing.status]);
  useEffect(() => {
    if (justClosed && open.isSuccess) {
      setJustClosed(false);
      if (open.data.count > 0) setDialogOpen(true);
    }
  }, [justClosed, open.isSuccess, open.data]);

  if (count === 0 && !dialogOpen) return null;

  const confirm = () => {
    setFailed(false);
    withdraw.mutate(
      { message: message.trim() || undefined },
      {
        onSuccess: (result) => {
          setDialogOpen(false);
          setMessage("");
          toast.success(t("candidates.withdraw.done", { count: result.withdrawn }));
          void open.refetch();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <>
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4">
          <Undo2 aria-hidden="true" className="size-5 text-muted" />
          <p className="flex-1">{t("candidates.withdraw.offer", { count })}</p>
          <Button variant="secondary" size="sm" onClick={() => setDialogOpen(true)}>
            {t("candidates.withdraw.offerButton")}
          </Button>
        </div>
      )}
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent role="alertdialog">
          <DialogTitle>{t("candidates.withdraw.title", { count })}</DialogTitle>
          <DialogDescription>{t("candidates.withdraw.text")}</DialogDescription>
          <div className="mt-4 space-y-1.5">
            <Label htmlFor={messageId} optional>
              {t("candidates.withdraw.message")}
            </Label>
            <Textarea
              id={messageId}
              rows={4}
              maxLength={APPLICATION_LIMITS.messageMax}
              aria-describedby={`${messageId}-hint`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${messageId}-hint`} className="text-sm text-muted">
              {t("candidates.withdraw.messageHint")}
            </p>
          </div>
          {failed && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {t("candidates.withdraw.failed")}
            </p>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setDialogOpen(false)}>
              {t("candidates.withdraw.later")}
            </Button>
            <Button variant="danger" disabled={withdraw.isPending} onClick={confirm}>
              {t("candidates.withdraw.confirm", { count })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

import { Link } from "@tanstack/react-router";
import { BellPlus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { useCreateSubscription } from "../api/create-subscription";
import { subscriptionFromSearch } from "../from-search";

/** The search a job alert is made from (the search page's URL state). */
export type NotifySearch = Parameters<typeof subscriptionFromSearch>[0];

/** The dialog's code (form library, resolver, Radix Dialog: ~28 kB gzip) is not needed to draw the search page. */
const loadDialog = () => import("./notify-dialog");
const NotifyDialog = lazy(loadDialog);

/**
 * "Notify me" on the search page: signed in with a place chosen, one click creates a job alert
 * from the current search; otherwise a small dialog asks for what is missing (the place, and a
 * visitor's email, which is confirmed by mail before anything is sent).
 */
export function NotifyMeButton({ search }: { search: NotifySearch }) {
  const { t } = useTranslation();
  // Until the session is known, a click cannot tell one-click from the dialog (it opened the dialog).
  const { data: session, isPending: sessionPending } = useSession();
  const signedIn = Boolean(session?.authenticated && session.user);
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's exit (focus back to the button).
  const [mounted, setMounted] = useState(false);
  const [done, setDone] = useState<string>();
  // The alert the search already has (ADR 055): the message links to it.
  const [existing, setExisting] = useState<number>();
  const button = useRef<HTMLButtonElement>(null);
  const createOwn = useCreateSubscription();
  const base = subscriptionFromSearch(search);
  const oneClick = signedIn && base.location !== undefined;

  const openDialog = () => {
    setDone(undefined);
    setExisting(undefined);
    setMounted(true);
    setOpen(true);
  };

  const createNow = async () => {
    try {
      const saved = await createOwn.mutateAsync({ ...base, location: base.location ?? "" });
      const message = t(saved.existed ? "subscriptions.notify.exists" : "subscriptions.notify.created");
      setExisting(saved.existed ? saved.id : undefined);
      setDone(message);
      toast.success(message);
    } catch {
      // What the server refused (an unknown place, the limit) is asked in the dialog.
      openDialog();
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        disabled={sessionPending || (oneClick && createOwn.isPending)}
        // As Radix's DialogTrigger: the button says it opens a dialog and whether it is open.
        aria-haspopup={oneClick ? undefined : "dialog"}
        aria-expanded={oneClick ? undefined : open}
        // Fetched as the pointer or focus comes near, so the dialog rarely waits for its code.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => (oneClick ? void createNow() : openDialog())}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t("subscriptions.notify.button")}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <NotifyDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
            search={search}
            signedIn={signedIn}
            done={done}
            onDone={setDone}
          />
        </Suspense>
      )}
      {done && !open && (
        <p role="status" className="text-sm">
          {done}{" "}
          {signedIn && (
            <Link
              to="/$lang/user/subscriptions"
              params={{ lang }}
              hash={existing !== undefined ? `subscription-${existing}` : undefined}
              className="underline"
            >
              {t(existing !== undefined ? "subscriptions.notify.showExisting" : "subscriptions.notify.manage")}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}

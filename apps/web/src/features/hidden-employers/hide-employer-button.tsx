import { useQuery, type UseMutationResult } from "@tanstack/react-query";
import { Eye, EyeOff } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { buttonClasses } from "@/components/ui/button";
import { hiddenEmployersQueryOptions, useSetHidden, type SetHiddenVariables } from "./api/hidden-employers";

/** Long enough to read and reach "Undo" (the toaster pauses while focused). */
const UNDO_TOAST_MS = 10_000;

/**
 * After a keyboard hide the button is gone with its card: focus goes to the toast's "Undo", so the
 * next key can take it back (sonner draws the toast a frame or two later; focus pauses its timer).
 */
function focusUndo(message: string, tries = 60): void {
  const toastItem = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].find((item) =>
    item.textContent?.includes(message),
  );
  const undo = toastItem?.querySelector<HTMLElement>("[data-button][data-action]");
  if (undo) undo.focus();
  else if (tries > 0) requestAnimationFrame(() => focusUndo(message, tries - 1));
}

/**
 * Hides an employer from the signed-in seeker's search results, with "Undo" in the toast (ADR
 * 073); a list in my career shows them again. The caller renders it for signed-in seekers only.
 */
export function useHideEmployer() {
  const { t } = useTranslation();
  const setHidden: UseMutationResult<unknown, unknown, SetHiddenVariables> = useSetHidden({
    onSuccess: ({ companyId, hidden, name, byKeyboard }) => {
      if (!hidden) {
        toast.success(t("company.hide.shown", { name }));
        return;
      }
      const message = t("company.hide.done", { name });
      toast(message, {
        duration: UNDO_TOAST_MS,
        action: {
          label: t("company.hide.undo"),
          onClick: () => setHidden.mutate({ companyId, hidden: false, name }),
        },
      });
      if (byKeyboard) requestAnimationFrame(() => focusUndo(message));
    },
    onError: () => toast.error(t("company.hide.failed"), { id: "hide-failed" }),
  });
  const showAgain = (companyId: number, name: string) => setHidden.mutate({ companyId, hidden: false, name });
  const hide = (companyId: number, name: string, byKeyboard = false) =>
    setHidden.mutate({ companyId, hidden: true, name, byKeyboard });
  return { hide, showAgain, pending: setHidden.isPending };
}

/** The icon button on a search result's card: the card leaves the results once hidden. */
export function HideEmployerIconButton({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const { hide, pending } = useHideEmployer();
  const label = t("company.hide.named", { name: companyName });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (!pending) hide(companyId, companyName, event.detail === 0);
      }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-input bg-bg text-fg hover:bg-surface"
    >
      <EyeOff aria-hidden="true" className="size-5" strokeWidth={2} />
    </button>
  );
}

/**
 * On the company page: "Hide this employer", or once hidden a note with "Show again". The state
 * is the seeker's list of hidden employers.
 */
export function HideEmployerToggle({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const hidden = useQuery(hiddenEmployersQueryOptions());
  const { hide, showAgain, pending } = useHideEmployer();
  if (!hidden.data) return null;
  const isHidden = hidden.data.items.some((item) => item.company_id === companyId);
  return isHidden ? (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{t("company.hide.hidden")}</span>
      <button
        type="button"
        aria-disabled={pending || undefined}
        onClick={() => !pending && showAgain(companyId, companyName)}
        className={buttonClasses("secondary")}
      >
        <Eye aria-hidden="true" className="size-5" />
        {t("company.hide.showAgain")}
      </button>
    </div>
  ) : (
    <button
      type="button"
      aria-disabled={pending || undefined}
      onClick={(event) => !pending && hide(companyId, companyName, event.detail === 0)}
      className={buttonClasses("secondary")}
    >
      <EyeOff aria-hidden="true" className="size-5" />
      {t("company.hide.label")}
    </button>
  );
}

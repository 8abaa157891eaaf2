import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { Heart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { toast } from "@/lib/toasts";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { NotAuthenticatedError } from "@/lib/api-errors";
import { refreshSession, statusQueryOptions } from "@/lib/session";
import { useSetLike } from "./api/likes";
import { likeAfterLoginPath, rememberPendingLike } from "./like-after-login";

export type LikeButtonProps = {
  companyId: number;
  /** The server's value (false when signed out). */
  liked: boolean;
  /** Names the company in the accessible name ("Add Muster AG to watchlist"). */
  companyName?: string;
  /** `icon`: a round icon button for result cards; `full` (default): icon and text. */
  variant?: "full" | "icon";
  className?: string;
};

/**
 * The watchlist toggle (aria-pressed). Signed in, it likes or unlikes at once (optimistic) and
 * refreshes the watchlist, search results and company/listing pages; signed out, it sends the
 * visitor to sign in, after which the like is done and they are back on this page (ADR 014).
 */
export function LikeButton({ companyId, liked, companyName, variant = "full", className }: LikeButtonProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read when clicked, not subscribed to: on the search page fifty of these buttons would all
  // draw again at every keyword or map move (the URL changes), delaying the next input (INP).
  const router = useRouter();
  const setLike = useSetLike();
  // The value shown while the server's answer is on its way; it stands only as long as the
  // server's value is the one it was toggled from (a refetch with the new value replaces it).
  const [optimistic, setOptimistic] = useState<{ value: boolean; from: boolean } | null>(null);
  const pressed = optimistic && optimistic.from === liked ? optimistic.value : liked;

  const signInFirst = () => {
    rememberPendingLike(companyId);
    return navigate({
      to: "/$lang/account/login",
      params: { lang },
      search: { next: likeAfterLoginPath(lang, companyId, router.state.location.href) },
    });
  };

  const toggle = async () => {
    if (setLike.isPending) return;
    const status = await queryClient.ensureQueryData(statusQueryOptions()).catch(() => undefined);
    if (!status?.authenticated) {
      await signInFirst();
      return;
    }
    const next = !pressed;
    setOptimistic({ value: next, from: liked });
    setLike.mutate(
      { companyId, liked: next },
      {
        onError: async (error) => {
          setOptimistic(null);
          if (error instanceof NotAuthenticatedError) {
            // The session ended while the page was open.
            await refreshSession(queryClient);
            await signInFirst();
            return;
          }
          toast.error(t("company.like.failed"), { id: "like-failed" });
        },
      },
    );
  };

  const name = companyName
    ? t(pressed ? "company.like.removeNamed" : "company.like.addNamed", { name: companyName })
    : t(pressed ? "company.like.remove" : "company.like.add");
  const icon = (
    <Heart aria-hidden="true" className={cn("size-5", pressed && "fill-current text-brand")} strokeWidth={2} />
  );

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={name}
      aria-disabled={setLike.isPending || undefined}
      title={variant === "icon" ? name : undefined}
      onClick={() => void toggle()}
      className={cn(
        variant === "icon"
          ? "inline-flex size-11 shrink-0 items-center justify-center rounded-full border bg-bg text-fg hover:bg-surface"
          : buttonClasses(pressed ? "pressed" : "secondary"),
        variant === "icon" && (pressed ? "border-brand" : "border-input"),
        className,
      )}
    >
      {icon}
      {variant === "full" && <span>{t("company.like.label")}</span>}
    </button>
  );
}

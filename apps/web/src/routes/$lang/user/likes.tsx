import { createFileRoute, redirect } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { likesQueryOptions } from "@/features/likes/api/likes";
import { Watchlist } from "@/features/likes/components/watchlist";
import { likesPageSearch } from "@/features/likes/like-after-login";
import { completeLikeAfterLogin } from "@/features/likes/like-after-login-route";
import { safeNextPath } from "@/lib/session";
import { isLanguage } from "@/lib/i18n";

/**
 * user/likes: the watchlist (signed in; the user route sends visitors to sign in). With
 * `like={id}&back={path}` it is where sign-in leads after a like button was clicked signed out
 * (ADR 014): it likes the company and returns to `back`.
 */
export const Route = createFileRoute("/$lang/user/likes")({
  validateSearch: likesPageSearch,
  beforeLoad: async ({ context, search, params, preload }) => {
    if (search.like === undefined || preload) return;
    await completeLikeAfterLogin(context.queryClient, search.like);
    const lang = isLanguage(params.lang) ? params.lang : "de";
    throw redirect({ href: safeNextPath(search.back ?? `/${lang}/user/likes`, lang), replace: true });
  },
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(likesQueryOptions()),
    ),
  component: Watchlist,
});

import type { TStatusResponse } from "@jobatlas/contract";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { NotAuthenticatedError } from "@/lib/api-errors";
import { refreshSession, statusQueryOptions } from "@/lib/session";

type SignedIn = TStatusResponse & { authenticated: true; user: NonNullable<TStatusResponse["user"]> };

/**
 * The guard of every protected page (spec §2): in a route's `beforeLoad`, sends a signed-out
 * visitor to account/login in the same language with the current location (path, search and
 * hash) as `next`, and returns the session otherwise.
 *
 *   beforeLoad: ({ context, location, params }) => requireSession(context.queryClient, location.href, params.lang)
 */
export async function requireSession(queryClient: QueryClient, href: string, lang: string): Promise<SignedIn> {
  const status = await queryClient.ensureQueryData(statusQueryOptions());
  if (!status.authenticated || !status.user) {
    throw redirect({ to: "/$lang/account/login", params: { lang }, search: { next: href }, replace: true });
  }
  return status as SignedIn;
}

/**
 * Runs a protected screen's loader; when its data answers 401 (the session ended while the app
 * was open — expired, or signed out in another tab), the cached status is refreshed and the
 * visitor goes to account/login with this location as `next`, as the guard above would.
 *
 *   loader: ({ context, location, params }) =>
 *     whileSignedIn(context.queryClient, location.href, params.lang, () => context.queryClient.ensureQueryData(…))
 */
export async function whileSignedIn<T>(
  queryClient: QueryClient,
  href: string,
  lang: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof NotAuthenticatedError)) throw error;
    await refreshSession(queryClient);
    throw redirect({ to: "/$lang/account/login", params: { lang }, search: { next: href }, replace: true });
  }
}

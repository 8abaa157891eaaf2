import type { TStatusResponse } from "@jobatlas/contract";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { statusQueryOptions } from "../../lib/session";

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

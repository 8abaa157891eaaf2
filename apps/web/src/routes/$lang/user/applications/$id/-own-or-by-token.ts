import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { TMyApplication } from "@jobatlas/contract";
import { whileSignedIn } from "@/features/auth/require-session";
import {
  applicationStatusQueryOptions,
  myApplicationQueryOptions,
} from "@/features/applications/my-career/api/my-career";
import { applicationPathId } from "@/features/applications/my-career/format";
import { loadApplication } from "@/features/applications/my-career/route-application";

/**
 * The loader of an application screen the mailed link's `token` opens too (ADR 055): that
 * application without signing in, else the user's own while signed in.
 */
export function loadOwnOrByToken({
  context,
  location,
  params,
  deps,
}: {
  context: { queryClient: QueryClient };
  location: { href: string };
  params: { lang: string; id: string };
  deps: { token?: string };
}): Promise<void> {
  return deps.token
    ? loadApplication(context.queryClient, params.id, deps.token)
    : whileSignedIn(context.queryClient, location.href, params.lang, () =>
        loadApplication(context.queryClient, params.id),
      );
}

/** The application of the path, as the loader asked for it: the user's own, or the one of `token`. */
export function useOwnOrByToken(idParam: string, token: string | undefined): TMyApplication | undefined {
  const applicationId = applicationPathId(idParam);
  // The loader asked already: a 404 there is not asked again on mount.
  const own = useQuery({
    ...myApplicationQueryOptions(applicationId ?? 0),
    enabled: applicationId !== undefined && !token,
    retryOnMount: false,
  });
  const byToken = useQuery({
    ...applicationStatusQueryOptions(applicationId ?? 0, token ?? ""),
    enabled: applicationId !== undefined && Boolean(token),
    retryOnMount: false,
  });
  return token ? byToken.data : own.data;
}

import { ORGANIZATION_HEADER } from "@jobatlas/contract";
import type { z } from "zod";
import { api, type ApiRequestOptions } from "@/lib/api-client";

type Options<S extends z.ZodType | undefined> = Omit<ApiRequestOptions<S>, "method" | "body">;

/**
 * The API client for one organisation's screens: every call names the organisation it acts on
 * in `X-Organization` (docs/domain.md §3), so two tabs on two organisations never mix them up.
 *
 *   const org = orgApi(slug);
 *   org.get("/capi/org/jobs", { schema: ZJobList, query });
 */
export function orgApi(slug: string) {
  const withOrg = <S extends z.ZodType | undefined>(options?: Options<S>): Options<S> => ({
    ...options,
    headers: { ...options?.headers, [ORGANIZATION_HEADER]: slug },
  });
  return {
    get: <S extends z.ZodType | undefined = undefined>(path: string, options?: Options<S>) =>
      api.get(path, withOrg(options)),
    post: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Options<S>) =>
      api.post(path, body, withOrg(options)),
    put: <S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Options<S>) =>
      api.put(path, body, withOrg(options)),
    delete: <S extends z.ZodType | undefined = undefined>(path: string, options?: Options<S>) =>
      api.delete(path, withOrg(options)),
  };
}

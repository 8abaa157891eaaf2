import { ZProfile } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "./keys";

/** GET /capi/profile: the signed-in user's own account data. Dropped on sign-in and sign-out. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api.get("/capi/profile", { schema: ZProfile, signal }),
  });

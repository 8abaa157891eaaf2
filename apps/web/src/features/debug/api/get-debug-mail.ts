import { listResponse, ZDebugMail } from "@jobatlas/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { debugKeys } from "./keys";

const ZDebugMailList = listResponse(ZDebugMail);

/** GET /capi/debug/mail (development only): the whole outbox, newest first. Polled while open. */
export const debugMailQueryOptions = () =>
  queryOptions({
    queryKey: debugKeys.mail,
    queryFn: ({ signal }) => api.get("/capi/debug/mail", { schema: ZDebugMailList, signal }),
    refetchInterval: 3000,
    staleTime: 0,
  });

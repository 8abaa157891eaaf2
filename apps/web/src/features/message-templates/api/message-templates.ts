import {
  ZMessageTemplate,
  ZMessageTemplatesResponse,
  type TMessageTemplateCreateRequest,
  type TMessageTemplateKind,
  type TMessageTemplateUpdateRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { orgApi } from "@/features/orgs";
import { messageTemplateKeys } from "./keys";

const PATH = "/capi/org/message-templates";

/** GET /capi/org/message-templates (of one kind): every member reads them. */
export const messageTemplatesQueryOptions = (slug: string, kind?: TMessageTemplateKind) =>
  queryOptions({
    queryKey: messageTemplateKeys.list(slug, kind),
    queryFn: ({ signal }) => orgApi(slug).get(PATH, { schema: ZMessageTemplatesResponse, query: { kind }, signal }),
  });

/** POST a new template; the lists refresh. The form shows failures. */
export function useCreateMessageTemplate(slug: string) {
  return useMutation({
    mutationFn: (input: TMessageTemplateCreateRequest) => orgApi(slug).post(PATH, input, { schema: ZMessageTemplate }),
    meta: { invalidates: [messageTemplateKeys.all(slug)], errorToast: false },
  });
}

/** PUT the whole template with the revision it was read at (`stale` when somebody saved since). */
export function useUpdateMessageTemplate(slug: string, id: number) {
  return useMutation({
    mutationFn: (input: TMessageTemplateUpdateRequest) =>
      orgApi(slug).put(`${PATH}/${id}`, input, { schema: ZMessageTemplate }),
    meta: { invalidates: [messageTemplateKeys.all(slug)], errorToast: false },
  });
}

/** DELETE a template. */
export function useDeleteMessageTemplate(slug: string) {
  return useMutation({
    mutationFn: (id: number) => orgApi(slug).delete(`${PATH}/${id}`),
    meta: { invalidates: [messageTemplateKeys.all(slug)] },
  });
}

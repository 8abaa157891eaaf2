import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZMessageTemplate,
  ZMessageTemplateCreateRequest,
  ZMessageTemplatesQuery,
  ZMessageTemplatesResponse,
  ZMessageTemplateUpdateRequest,
} from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { orgContextOf } from "../../plugins/org-context";
import { idParams, orgMember, orgRole, routeGroup } from "../../plugins/route-group";
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from "./message-templates.service";

const ZTemplateParams = idParams("template_id");

/** Routes of the organisation's message templates (issue 30 point 2, ADR 090). */
export async function messageTemplatesRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const user = routeGroup(instance, "message-templates", orgMember(ctx, "useMessageTemplates"));
  const manager = routeGroup(instance, "message-templates", orgRole(ctx, "manageMessageTemplates"));

  user.get(
    "/capi/org/message-templates",
    {
      operationId: "listMessageTemplates",
      summary:
        "The organisation's message templates (of one kind with `kind`), by kind and name; every member uses them",
      querystring: ZMessageTemplatesQuery,
      response: { 200: ZMessageTemplatesResponse },
    },
    async (request) => listMessageTemplates(ctx, orgContextOf(request), request.query.kind),
  );

  manager.post(
    "/capi/org/message-templates",
    {
      operationId: "createMessageTemplate",
      summary:
        "A named template for rejections, contact requests or invitations, a text per language (at least one); placeholders {{first_name}}, {{listing_title}}, {{company}} — any other is refused (owners, admins)",
      body: ZMessageTemplateCreateRequest,
      response: { 201: ZMessageTemplate },
    },
    async (request, reply) =>
      reply.status(201).send(await createMessageTemplate(ctx, orgContextOf(request), request.body)),
  );

  manager.put(
    "/capi/org/message-templates/:template_id",
    {
      operationId: "updateMessageTemplate",
      summary:
        "Save the whole template; `revision` is the one it was read at, an older one answers 409 ServiceError stale (owners, admins)",
      errors: ["ServiceError"],
      stale: true,
      params: ZTemplateParams,
      body: ZMessageTemplateUpdateRequest,
      response: { 200: ZMessageTemplate },
    },
    async (request) => updateMessageTemplate(ctx, orgContextOf(request), request.params.template_id, request.body),
  );

  manager.delete(
    "/capi/org/message-templates/:template_id",
    {
      operationId: "deleteMessageTemplate",
      summary: "Delete the template; rejections it scheduled keep their written-out message (owners, admins)",
      params: ZTemplateParams,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await deleteMessageTemplate(ctx, orgContextOf(request), request.params.template_id);
      return reply.status(204).send(null);
    },
  );
}

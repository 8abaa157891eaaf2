import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZContactRequest, ZContactResponse } from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { presentContactRequest } from "./contact.presenter";
import { submitContactRequest } from "./contact.service";

export async function contactRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/capi/contact",
    {
      schema: {
        tags: ["contact"],
        operationId: "sendContactRequest",
        summary: "Contact form and purchase requests (with plan); stored and mailed to sales",
        body: ZContactRequest,
        response: { 201: ZContactResponse },
      },
      config: { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request, reply) =>
      reply.status(201).send(presentContactRequest(await submitContactRequest(ctx, request.body, request.user?.id))),
  );
}

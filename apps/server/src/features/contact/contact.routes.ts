import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZContactRequest, ZContactResponse } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { submitContactRequest } from "./contact.service";

export async function contactRoutes(instance: FastifyInstance, opts: { ctx: AppContext }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/capi/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Contact form and purchase requests (with plan); stored and mailed to sales",
        body: ZContactRequest,
        response: { 201: ZContactResponse },
      },
      config: { rateLimit: { max: opts.ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request, reply) =>
      reply.status(201).send(await submitContactRequest(opts.ctx, request.body, request.user?.id)),
  );
}

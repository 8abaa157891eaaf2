import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listResponse, ZDebugMail, ZDebugMailQuery } from "@jobatlas/contract";
import type { RoutesOptions } from "../../context";
import { presentMail } from "./mail.presenter";
import { listMailbox } from "./mail.service";

/** The development mailbox; in production the route does not exist (404). */
export async function mailRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  if (ctx.config.isProduction) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/debug/mail",
    {
      schema: {
        tags: ["debug"],
        operationId: "listDevMailbox",
        summary: "The outbox, newest first (development mailbox; not in production)",
        querystring: ZDebugMailQuery,
        response: { 200: listResponse(ZDebugMail) },
      },
    },
    async (request) => {
      const { rows, count } = await listMailbox(ctx, request.query);
      return { items: rows.map(presentMail), count };
    },
  );
}

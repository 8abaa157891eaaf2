import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listResponse, ZDebugMail, ZListQuery, type TDebugMail } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { listOutboxMails, type OutboxMailRow } from "./mail.repo";

export interface MailRoutesOptions {
  /** The development mailbox; off in production, where the route then does not exist (404). */
  enabled: boolean;
  db: Db;
}

const ZDebugMailQuery = z.strictObject({
  to: z.string().trim().max(254).optional(),
  limit: ZListQuery.shape.limit,
  offset: ZListQuery.shape.offset,
});

function presentMail(row: OutboxMailRow): TDebugMail {
  return {
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export async function mailRoutes(instance: FastifyInstance, opts: MailRoutesOptions) {
  if (!opts.enabled) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/debug/mail",
    {
      schema: {
        tags: ["debug"],
        summary: "The outbox, newest first (development mailbox; not in production)",
        querystring: ZDebugMailQuery,
        response: { 200: listResponse(ZDebugMail) },
      },
    },
    async (request) => {
      const { rows, count } = await listOutboxMails(opts.db, request.query);
      return { items: rows.map(presentMail), count };
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZClientErrorReport, ZSetLanguageForm } from "@jobatlas/contract";
import { LANGUAGE_COOKIE } from "../../i18n/language";
import { ServiceUnavailableError } from "../../errors";
import { asciiLocation } from "../../lib/location";
import type { Database } from "../../db/client";

export interface SystemRoutesOptions {
  database: Database;
  secureCookies: boolean;
  clientErrorsPerMinute: number;
  debugRoutes: boolean;
}

export async function systemRoutes(instance: FastifyInstance, opts: SystemRoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request) => {
    try {
      await opts.database.ping();
    } catch (err) {
      request.log.error({ err }, "database unreachable");
      throw new ServiceUnavailableError("serviceUnavailable");
    }
    return { status: "ready", database: opts.database.engine };
  });

  app.post(
    "/capi/client-errors",
    {
      schema: {
        tags: ["system"],
        summary: "Report an uncaught error of the web app",
        body: ZClientErrorReport,
        response: { 204: z.null() },
      },
      config: { rateLimit: { max: opts.clientErrorsPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      // Logged as a warning with our request id, so 'the team was notified' holds: alerts watch these logs.
      request.log.warn({ clientError: request.body }, "client error reported");
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/i18n/setlang/",
    {
      schema: {
        tags: ["system"],
        summary: "Store the chosen interface language in a cookie (form field `language`)",
        body: ZSetLanguageForm,
      },
    },
    async (request, reply) => {
      reply.setCookie(LANGUAGE_COOKIE, request.body.language, {
        path: "/",
        sameSite: "lax",
        secure: opts.secureCookies,
        httpOnly: true,
        maxAge: 60 * 60 * 24 * 365,
      });
      // `next` arrives decoded: what a Location header cannot carry is percent-encoded.
      if (request.body.next) return reply.redirect(asciiLocation(request.body.next), 303);
      return reply.status(204).send();
    },
  );

  if (opts.debugRoutes) {
    app.get("/capi/debug/fail", { schema: { hide: true } }, async () => {
      throw new Error("Deliberate failure for the generic error page (development only)");
    });
  }
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZClientErrorReport, ZSetLanguageForm } from "@jobatlas/contract";
import { LANGUAGE_COOKIE } from "../../i18n/language";
import { asciiLocation } from "../../lib/location";
import { redactText, redactUrl } from "../../plugins/request-context";
import { usesSecureCookies, type RoutesOptions } from "../../context";
import { chooseLanguage } from "../auth/profile.service";

export async function systemRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const secureCookies = usesSecureCookies(ctx.config);

  app.post(
    "/capi/client-errors",
    {
      schema: {
        tags: ["system"],
        operationId: "reportClientError",
        summary: "Report an uncaught error of the web app",
        body: ZClientErrorReport,
        response: { 204: z.null() },
      },
      config: { rateLimit: { max: ctx.config.rateLimits.clientErrors, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      // Logged as a warning with our request id, so 'the team was notified' holds: alerts watch these logs.
      // The page's URL and the text may carry a magic token: redacted like every logged URL (ADR 034).
      const { url, message, stack, ...rest } = request.body;
      const clientError = {
        ...rest,
        url: redactUrl(url),
        message: redactText(message),
        stack: stack && redactText(stack),
      };
      request.log.warn({ clientError }, "client error reported");
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/i18n/setlang/",
    {
      schema: {
        tags: ["system"],
        operationId: "setLanguage",
        summary:
          "Store the chosen interface language in a cookie (form field `language`) and, when signed in, as the account's language for mails; 303 to `next` if given",
        body: ZSetLanguageForm,
        response: {
          204: z.null().describe("Stored; no next page given"),
          303: z.null().describe("Stored; go to next"),
        },
      },
    },
    async (request, reply) => {
      if (request.user) await chooseLanguage(ctx, request.user, request.body.language);
      reply.setCookie(LANGUAGE_COOKIE, request.body.language, {
        path: "/",
        sameSite: "lax",
        secure: secureCookies,
        httpOnly: true,
        maxAge: 60 * 60 * 24 * 365,
      });
      // `next` arrives decoded: what a Location header cannot carry is percent-encoded.
      if (request.body.next) return reply.redirect(asciiLocation(request.body.next), 303);
      return reply.status(204).send(null);
    },
  );

  if (!ctx.config.isProduction) {
    app.get("/capi/debug/fail", { schema: { hide: true } }, async () => {
      throw new Error("Deliberate failure for the generic error page (development only)");
    });
  }
}

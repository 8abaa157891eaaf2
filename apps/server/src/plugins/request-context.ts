import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TLanguage } from "@jobatlas/contract";
import { languageFromAcceptLanguage } from "../i18n/language";

declare module "fastify" {
  interface FastifyRequest {
    /** The language for messages in this response: the Accept-Language header, de or en (fallback en). */
    language: TLanguage;
  }
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request, reply) => {
    request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
    reply.header("x-request-id", request.id);
  });
});

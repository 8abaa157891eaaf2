import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TLanguage } from "@jobatlas/contract";
import { languageFromAcceptLanguage } from "../i18n/language";
import { ServiceUnavailableError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The language for messages in this response: the Accept-Language header, de or en (fallback en). */
    language: TLanguage;
  }
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");
  // While the server drains (SIGTERM), a request still arriving on an open connection is
  // refused with the catalogue's 503 (Fastify's own 503 body has no `type`); the load balancer
  // sends it elsewhere. Requests already being handled finish.
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
    reply.header("x-request-id", request.id);
    if (draining) throw new ServiceUnavailableError("serviceUnavailable");
  });
});

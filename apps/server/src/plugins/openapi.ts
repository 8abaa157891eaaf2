import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the contract's zod schemas on the routes. */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Jobatlas API",
        version: opts.version,
        description:
          "Same-origin JSON API under /capi. Unsafe requests need the csrftoken cookie echoed in X-CSRFToken; " +
          "errors follow the catalogue: ValidationError, ServiceError, NotAuthenticated, Forbidden, NotFound, Gone, " +
          "RateLimited, PayloadTooLarge, UnsupportedMediaType, ServiceUnavailable, InternalError.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/capi/docs", uiConfig: { docExpansion: "list" } });
  app.get("/capi/openapi.json", { schema: { hide: true } }, () => app.swagger());
});

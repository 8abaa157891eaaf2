import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RoutesOptions } from "../../context";
import { NotFoundError } from "../../errors";
import { getImage } from "./media.service";

/** Uploaded images, served from our own path with their checked type and no way to run as a page. */
export async function mediaRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/media/:id",
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }) } },
    async (request, reply) => {
      const image = await getImage(ctx, request.params.id);
      if (!image) throw new NotFoundError("notFound");
      return reply
        .type(image.contentType)
        .header("content-disposition", "inline")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(image.bytes);
    },
  );
}

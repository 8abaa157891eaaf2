import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZStatusResponse } from "@jobatlas/contract";

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/capi/status",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether the caller is signed in, and as whom",
        response: { 200: ZStatusResponse },
      },
    },
    // Sessions arrive with the accounts issue; until then nobody is signed in.
    async () => ({ authenticated: false, user: null, organizations: [] }),
  );
}

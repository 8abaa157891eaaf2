import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  ZEmailRevertRequest,
  ZEmailRevertResponse,
  ZProfile,
  ZProfileUpdateRequest,
} from "@jobatlas/contract";
import { usesSecureCookies, type RoutesOptions } from "../../context";
import { clearSessionCookie, requireUser } from "../../plugins/session";
import { presentProfile } from "./auth.presenter";
import { removePicture, replacePicture, revertEmailChange, updateProfile } from "./profile.service";

export async function profileRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The picture arrives as the raw file; its type is checked again by content in the service.
  app.addContentTypeParser(
    [...PICTURE_TYPES],
    { parseAs: "buffer", bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/capi/profile",
    {
      schema: {
        tags: ["auth"],
        operationId: "getProfile",
        summary: "The signed-in user's profile",
        access: "user",
        response: { 200: ZProfile },
      },
    },
    async (request) => presentProfile(requireUser(request)),
  );

  app.put(
    "/capi/profile",
    {
      schema: {
        tags: ["auth"],
        operationId: "updateProfile",
        summary: "Update names and language; a new email needs a verification token for it",
        access: "user",
        errors: ["ServiceError"],
        body: ZProfileUpdateRequest,
        response: { 200: ZProfile },
      },
    },
    async (request) => presentProfile(await updateProfile(ctx, requireUser(request), request.body)),
  );

  app.post(
    "/capi/email-change/revert",
    {
      schema: {
        tags: ["auth"],
        operationId: "revertEmailChange",
        summary:
          '"This wasn\'t me": the link mailed to the old address after an email change restores it and ends every session of the account (once, 14 days)',
        errors: ["ServiceError"],
        body: ZEmailRevertRequest,
        response: { 200: ZEmailRevertResponse },
      },
      config: { rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const reverted = await revertEmailChange(ctx, request.body.token);
      // Every session ended, this browser's too.
      if (request.sessionToken) clearSessionCookie(reply, usesSecureCookies(ctx.config));
      return reverted;
    },
  );

  app.put(
    "/capi/profile/picture",
    {
      schema: {
        tags: ["auth"],
        operationId: "uploadProfilePicture",
        summary:
          "Upload a picture: the raw JPEG, PNG or WebP file (at most 5 MB, 50 million pixels) as the body; stored as a JPEG without metadata",
        access: "user",
        errors: ["ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
        response: { 200: ZProfile },
      },
      bodyLimit: PICTURE_MAX_BYTES,
      config: {
        acceptedBodyTypes: PICTURE_TYPES,
        rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" },
      },
      // Signed in before 5 MB are read, not after.
      onRequest: async (request) => void requireUser(request),
    },
    async (request) => {
      const user = requireUser(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return presentProfile(await replacePicture(ctx, user, bytes));
    },
  );

  app.delete(
    "/capi/profile/picture",
    {
      schema: {
        tags: ["auth"],
        operationId: "removeProfilePicture",
        summary: "Remove the picture",
        access: "user",
        response: { 200: ZProfile },
      },
    },
    async (request) => presentProfile(await removePicture(ctx, requireUser(request))),
  );
}

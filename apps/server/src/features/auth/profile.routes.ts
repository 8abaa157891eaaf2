import type { FastifyInstance } from "fastify";
import { ZEmailRevertRequest, ZEmailRevertResponse, ZProfile, ZProfileUpdateRequest } from "@jobatlas/contract";
import { usesSecureCookies, type RoutesOptions } from "../../context";
import { anybody, perMinute, routeGroup, signedIn } from "../../plugins/route-group";
import { clearSessionCookie, requireUser } from "../../plugins/session";
import { acceptPictureBodies, pictureUpload, uploadedBytesOf } from "../../plugins/uploads";
import { presentProfile } from "./auth.presenter";
import { removePicture, replacePicture, revertEmailChange, updateProfile } from "./profile.service";

export async function profileRoutes(instance: FastifyInstance, { ctx }: RoutesOptions) {
  // The handlers ask for the session (after the body is checked).
  const user = routeGroup(instance, "auth", { access: "user" });
  const visitor = routeGroup(instance, "auth", anybody);

  // The picture arrives as the raw file; its type is checked again by content in the service.
  acceptPictureBodies(instance);

  user.get(
    "/capi/profile",
    {
      operationId: "getProfile",
      summary: "The signed-in user's profile",
      response: { 200: ZProfile },
    },
    async (request) => presentProfile(requireUser(request)),
  );

  user.put(
    "/capi/profile",
    {
      operationId: "updateProfile",
      summary: "Update names and language; a new email needs a verification token for it",
      errors: ["ServiceError"],
      body: ZProfileUpdateRequest,
      response: { 200: ZProfile },
    },
    async (request) => presentProfile(await updateProfile(ctx, requireUser(request), request.body)),
  );

  visitor.with(perMinute(ctx.config.rateLimits.auth)).post(
    "/capi/email-change/revert",
    {
      operationId: "revertEmailChange",
      summary:
        '"This wasn\'t me": the link mailed to the old address after an email change restores it and ends every session of the account (once, 14 days)',
      errors: ["ServiceError"],
      body: ZEmailRevertRequest,
      response: { 200: ZEmailRevertResponse },
    },
    async (request, reply) => {
      const reverted = await revertEmailChange(ctx, request.body.token);
      // Every session ended, this browser's too.
      if (request.sessionToken) clearSessionCookie(reply, usesSecureCookies(ctx.config));
      return reverted;
    },
  );

  // Signed in before 5 MB are read, not after.
  routeGroup(instance, "auth", signedIn)
    .with(pictureUpload(ctx))
    .put(
      "/capi/profile/picture",
      {
        operationId: "uploadProfilePicture",
        summary:
          "Upload a picture: the raw JPEG, PNG or WebP file (at most 5 MB, 50 million pixels) as the body; stored as a JPEG without metadata",
        errors: ["ServiceError", "PayloadTooLarge", "UnsupportedMediaType"],
        response: { 200: ZProfile },
      },
      async (request) => presentProfile(await replacePicture(ctx, requireUser(request), uploadedBytesOf(request))),
    );

  user.delete(
    "/capi/profile/picture",
    {
      operationId: "removeProfilePicture",
      summary: "Remove the picture",
      response: { 200: ZProfile },
    },
    async (request) => presentProfile(await removePicture(ctx, requireUser(request))),
  );
}

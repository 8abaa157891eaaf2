/**
 * Uploads of a raw file as the body (a listing's picture, the company logo, the avatar, an
 * application's PDF): read as a buffer up to a size; its type is checked again by content.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "@jobatlas/contract";
import type { AppContext } from "../context";
import type { RouteGroupOptions } from "./route-group";

/** Lets the routes of `instance` read a body of one of `types` as a buffer of at most `maxBytes`. */
export function acceptRawBodies(instance: FastifyInstance, types: readonly string[], maxBytes: number) {
  instance.addContentTypeParser([...types], { parseAs: "buffer", bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
}

/** Lets the routes of `instance` read a JPEG, PNG or WebP picture (features/media checks it by content). */
export function acceptPictureBodies(instance: FastifyInstance) {
  acceptRawBodies(instance, PICTURE_TYPES, PICTURE_MAX_BYTES);
}

/** The route options of a picture upload: pictures only, at most 5 MB, RATE_LIMIT_AUTH a minute and IP. */
export function pictureUpload(ctx: AppContext): Partial<RouteGroupOptions> {
  return {
    bodyLimit: PICTURE_MAX_BYTES,
    config: {
      acceptedBodyTypes: PICTURE_TYPES,
      rateLimit: { max: ctx.config.rateLimits.auth, timeWindow: "1 minute" },
    },
  };
}

/** The uploaded file's bytes; empty when there was no body. */
export function uploadedBytesOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

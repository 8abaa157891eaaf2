import { randomBytes } from "node:crypto";
import { PICTURE_MAX_BYTES } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { PayloadTooLargeError } from "../../errors";
import { deleteMedia, findMedia, insertMedia } from "./media.repo";

/** The image type by the file's first bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): "image/jpeg" | "image/png" | "image/webp" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return undefined;
}

/**
 * Stores an image checked by content and returns its id; undefined when the bytes are no JPEG, PNG
 * or WebP. `ownerUserId` null for an organisation's image (a logo), which must outlive the account
 * of whoever uploaded it; a user's own picture goes with their account.
 */
export async function storeImage(
  ctx: AppContext,
  ownerUserId: number | null,
  bytes: Buffer,
): Promise<string | undefined> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new PayloadTooLargeError("payloadTooLarge", { limit: "5 MiB" });
  const contentType = sniffImageType(bytes);
  if (!contentType) return undefined;
  const id = randomBytes(16).toString("hex");
  await insertMedia(ctx.db, { id, ownerUserId, contentType, bytes });
  return id;
}

export function getImage(ctx: AppContext, id: string) {
  return findMedia(ctx.db, id);
}

export function removeImage(ctx: AppContext, id: string) {
  return deleteMedia(ctx.db, id);
}

export function mediaUrl(id: string | null): string | null {
  return id ? `/media/${id}` : null;
}

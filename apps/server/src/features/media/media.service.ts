import { randomBytes } from "node:crypto";
import sharp from "sharp";
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

/** The box a resized image fits into (never enlarged), in pixels. */
export interface ImageBox {
  width: number;
  height: number;
}

/** Pixels an upload may decode to (a small file can unpack to gigabytes: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An uploaded JPEG, PNG or WebP (checked by its first bytes, as the logo), decoded and written
 * again as a JPEG that fits `box`: turned upright by its EXIF orientation, transparency on white,
 * and without its metadata (camera, GPS position). Undefined when the bytes are no such image or
 * do not decode. Run it before a transaction: it takes ~50–300 ms of CPU.
 */
export async function resizeImage(bytes: Buffer, box: ImageBox): Promise<Buffer | undefined> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new PayloadTooLargeError("payloadTooLarge", { limit: "5 MiB" });
  if (!sniffImageType(bytes)) return undefined;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
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

import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { MEDIA_ERROR_CODES, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { PayloadTooLargeError, ServiceError } from "../../errors";
import {
  deleteMedia,
  deleteMediaAndReferences,
  findMedia,
  findUncleanedMedia,
  insertMedia,
  replaceMediaBytes,
} from "./media.repo";

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

/** The box an image is fitted into (never enlarged), in pixels. */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * How an upload is written again: a photo as a JPEG (transparency on white), a logo as a PNG (its
 * transparency kept, lossless: text and lines stay sharp, and mails and PDFs show PNG everywhere).
 */
export interface ImageFormat {
  box: ImageBox;
  output: "jpeg" | "png";
}

/** A profile picture: shown as a round avatar of at most a few hundred pixels. */
export const PROFILE_PICTURE_FORMAT: ImageFormat = { box: { width: 1024, height: 1024 }, output: "jpeg" };
/** A company logo: shown small on pages, in widgets and mails; transparency kept. */
export const LOGO_FORMAT: ImageFormat = { box: { width: 1024, height: 1024 }, output: "png" };

const cleaned: unique symbol = Symbol("cleaned");

/** An upload decoded and written again by cleanImage: the only thing storeImage stores. */
export interface CleanImage {
  readonly bytes: Buffer;
  readonly contentType: "image/jpeg" | "image/png";
  readonly [cleaned]: true;
}

/**
 * An uploaded JPEG, PNG or WebP (checked by its first bytes; the name and the declared type are
 * not trusted), decoded and written again as `format` says: turned upright by its EXIF
 * orientation, fitted into the box, without its metadata (camera, GPS position, comments) — so
 * nothing of the file but its pixels is ever served (ADR 064). Undefined when the bytes are no
 * such image or do not decode; ServiceError image_too_many_pixels over PICTURE_MAX_PIXELS (read
 * from the header, before anything is decoded); 413 over 5 MB. Run it before a transaction: it
 * takes ~50–300 ms of CPU.
 */
export async function cleanImage(bytes: Buffer, format: ImageFormat): Promise<CleanImage | undefined> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new PayloadTooLargeError("payloadTooLarge", { limit: "5 MiB" });
  if (!sniffImageType(bytes)) return undefined;
  let header: Metadata;
  try {
    // The header only (no pixel is decoded), so no pixel limit here: it is checked below, with a message.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
  const { width, height } = header;
  if (!width || !height) return undefined;
  if (width * height > PICTURE_MAX_PIXELS) {
    const millions = (n: number) => Math.floor(n / 100_000) / 10;
    throw new ServiceError(MEDIA_ERROR_CODES.tooManyPixels, "pictureTooManyPixels", {
      megapixels: millions(PICTURE_MAX_PIXELS),
      width,
      height,
      actual: millions(width * height),
    });
  }
  try {
    const image = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: format.box.width, height: format.box.height, fit: "inside", withoutEnlargement: true });
    const out =
      format.output === "png"
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return { bytes: out, contentType: format.output === "png" ? "image/png" : "image/jpeg", [cleaned]: true };
  } catch {
    return undefined;
  }
}

/**
 * Stores a cleaned image and returns its id. `ownerUserId` null for an organisation's image (a
 * logo, a listing's picture), which must outlive the account of whoever uploaded it; a user's own
 * picture goes with their account.
 */
export async function storeImage(ctx: AppContext, ownerUserId: number | null, image: CleanImage): Promise<string> {
  const id = randomBytes(16).toString("hex");
  await insertMedia(ctx.db, { id, ownerUserId, contentType: image.contentType, bytes: image.bytes });
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

/** How an image stored before cleaning is written again: its kind is not recorded, so by its type. */
const STORED_PHOTO_FORMAT: ImageFormat = { box: { width: 2048, height: 2048 }, output: "jpeg" };
const STORED_GRAPHIC_FORMAT: ImageFormat = { box: { width: 2048, height: 2048 }, output: "png" };

/**
 * Writes again, as an upload is now (ADR 064), up to `batch` images stored byte for byte before
 * uploads were cleaned: a JPEG stays a JPEG, a PNG or WebP becomes a PNG, all upright and without
 * their metadata (a photo's GPS position). One that no longer decodes, or is over the pixel
 * limit, is not an image we can serve safely: it is deleted with the references to it. Each image
 * is its own short write, so a run that stops half way loses nothing. Returns the counts.
 */
export async function cleanStoredImages(ctx: AppContext, batch = 20): Promise<{ cleaned: number; deleted: number }> {
  const rows = await findUncleanedMedia(ctx.db, batch);
  let cleanedCount = 0;
  let deleted = 0;
  for (const row of rows) {
    const format = sniffImageType(row.bytes) === "image/jpeg" ? STORED_PHOTO_FORMAT : STORED_GRAPHIC_FORMAT;
    const image = await cleanImage(row.bytes, format).catch(() => undefined);
    await inTransaction(ctx, async (tx) => {
      if (image) await replaceMediaBytes(tx.db, row.id, image, ctx.now());
      else await deleteMediaAndReferences(tx.db, row.id);
    });
    if (image) cleanedCount++;
    else deleted++;
  }
  return { cleaned: cleanedCount, deleted };
}

/**
 * Uploaded pictures and logos are written again (issue 25 point 7, ADR 064): they were stored byte
 * for byte, so a phone photo's EXIF GPS position was served to anyone with the link, and a
 * 50,000 × 50,000 PNG of a few MB was accepted. Now only the pixels are kept, upright and bounded.
 */
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_ERROR_CODES } from "@jobatlas/contract";
import { media } from "../../db/schema";
import { buildListing, buildOrganization, buildSession } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/** A phone photo: 60 × 40 pixels stored sideways (EXIF orientation 6), with the camera and a GPS position. */
function phonePhoto() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#c0392b" } })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "PhoneMaker", Model: "Secret 12" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 22/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 32/1 0/1" },
      },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header says `width` × `height` (the data, a MB of zeros, never gets decoded). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const put = (url: string, headers: Record<string, string>, body: Buffer, type: string) =>
  t.app.inject({ method: "PUT", url, headers: { ...headers, "content-type": type }, payload: body });

async function served(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return { type: res.headers["content-type"], bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}

describe("a profile picture", () => {
  it("is served upright, as a JPEG, without EXIF, GPS position or camera", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect([before.orientation, before.width, before.height, before.exif !== undefined]).toEqual([6, 60, 40, true]);
    const seeker = await buildSession(t);
    const res = await put("/capi/profile/picture", seeker.headers, photo, "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const { type, bytes, meta } = await served(res.json().picture_url as string);
    expect(type).toBe("image/jpeg");
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 40, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes("PhoneMaker")).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);
  });
});

describe("a company logo", () => {
  it("keeps its transparency as a PNG, without metadata; a JPEG logo is served as a PNG too", async () => {
    const owner = await buildOrganization(t);
    const transparent = await sharp({ create: { width: 80, height: 30, channels: 4, background: "#0000" } })
      .withMetadata({ exif: { IFD0: { Artist: "Designer Name" } } })
      .webp({ lossless: true })
      .toBuffer();
    const res = await put("/capi/org/company/logo", owner.headers, transparent, "image/webp");
    expect(res.statusCode, res.body).toBe(200);
    const logo = await served(res.json().logo_url as string);
    expect(logo.type).toBe("image/png");
    expect([logo.meta.format, logo.meta.width, logo.meta.height, logo.meta.hasAlpha]).toEqual(["png", 80, 30, true]);
    expect(logo.meta.exif).toBeUndefined();
    expect(logo.bytes.includes("Designer Name")).toBe(false);

    const jpeg = await put("/capi/org/company/logo", owner.headers, await phonePhoto(), "image/jpeg");
    const fromJpeg = await served(jpeg.json().logo_url as string);
    expect([fromJpeg.type, fromJpeg.meta.width, fromJpeg.meta.height, fromJpeg.meta.exif]).toEqual([
      "image/png",
      40,
      60,
      undefined,
    ]);
  });
});

describe("an image of more than 50 million pixels", () => {
  it("is refused with image_too_many_pixels, in the user's language, and nothing is stored", async () => {
    const huge = pngClaiming(50_000, 50_000);
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const seeker = await buildSession(t);
    const owner = await buildOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization: owner });
    const count = async () => (await t.database.db.select({ id: media.id }).from(media)).length;
    const before = await count();
    for (const [url, headers] of [
      ["/capi/profile/picture", seeker.headers],
      ["/capi/org/company/logo", owner.headers],
      [`/capi/org/listings/${listing.id}/picture`, owner.headers],
    ] as const) {
      const res = await put(url, { ...headers, "accept-language": "de" }, huge, "image/png");
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        type: "ServiceError",
        code: MEDIA_ERROR_CODES.tooManyPixels,
        detail:
          "Dieses Bild ist zu gross: höchstens 50 Millionen Pixel (50000 × 50000 hat 2500 Millionen). Verkleinere es und lade es nochmals hoch.",
      });
    }
    expect(await count()).toBe(before);
    const english = await put(
      "/capi/profile/picture",
      { ...seeker.headers, "accept-language": "en" },
      huge,
      "image/png",
    );
    expect(english.json().detail).toMatch(/^This image is too large: at most 50 million pixels/);
    expect(await t.database.db.select().from(media).where(eq(media.ownerUserId, seeker.user.id))).toHaveLength(0);
  });
});

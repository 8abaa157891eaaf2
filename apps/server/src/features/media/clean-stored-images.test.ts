/**
 * Images stored byte for byte before uploads were cleaned (issue 25 point 7, ADR 064) kept their
 * EXIF GPS position: the media-clean task writes them again as an upload is now, and deletes what
 * no longer decodes together with the references to it.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, organizations, users } from "../../db/schema";
import { buildOrganization, buildSession } from "../../test/factories";
import { testContext } from "../../test/test-context";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { cleanStoredImages } from "./media.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

/** A phone photo stored sideways (EXIF orientation 6) with a GPS position, as old uploads were kept. */
function oldPhoto() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#2e86c1" } })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "46/1 57/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 26/1 0/1" },
      },
    })
    .jpeg()
    .toBuffer();
}

const storeAsBefore = async (id: string, contentType: string, bytes: Buffer) => {
  await t.database.db.insert(media).values({ id, ownerUserId: null, contentType, bytes, byteSize: bytes.length });
};

describe("the media-clean task", () => {
  it("writes old pictures again without their GPS position, deletes an undecodable one with its references, and then has nothing to do", async () => {
    const [photoId, logoId, brokenId] = [1, 2, 3].map(() => randomBytes(16).toString("hex")) as [
      string,
      string,
      string,
    ];
    await storeAsBefore(photoId, "image/jpeg", await oldPhoto());
    const webp = await sharp({
      create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    await storeAsBefore(logoId, "image/webp", webp);
    // A JPEG's first bytes and nothing that decodes: the old check took it.
    await storeAsBefore(brokenId, "image/jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    const seeker = await buildSession(t, { user: { pictureId: photoId } });
    const owner = await buildOrganization(t, { logoUrl: `/media/${brokenId}` });

    const before = await t.app.inject({ url: `/media/${photoId}` });
    expect((await sharp(before.rawPayload).metadata()).exif).toBeDefined();

    const ctx = testContext(t.database.db);
    let done = { cleaned: 0, deleted: 0 };
    // Other tests' rows may be waiting too: run until nothing is left.
    for (let round = 0; round < 50; round++) {
      const run = await cleanStoredImages(ctx);
      done = { cleaned: done.cleaned + run.cleaned, deleted: done.deleted + run.deleted };
      if (run.cleaned + run.deleted === 0) break;
    }
    expect(done.cleaned).toBeGreaterThanOrEqual(2);
    expect(done.deleted).toBeGreaterThanOrEqual(1);
    expect(await cleanStoredImages(ctx)).toEqual({ cleaned: 0, deleted: 0 });

    const photo = await t.app.inject({ url: `/media/${photoId}` });
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      "jpeg",
      40,
      60,
      undefined,
      undefined,
    ]);
    expect(photo.rawPayload.includes("Exif")).toBe(false);

    const logo = await t.app.inject({ url: `/media/${logoId}` });
    expect(logo.headers["content-type"]).toBe("image/png");
    expect((await sharp(logo.rawPayload).metadata()).hasAlpha).toBe(true);

    expect((await t.app.inject({ url: `/media/${brokenId}` })).statusCode).toBe(404);
    const [org] = await t.database.db
      .select({ logoUrl: organizations.logoUrl })
      .from(organizations)
      .where(eq(organizations.id, owner.organization.id));
    expect(org?.logoUrl).toBeNull();
    const [user] = await t.database.db
      .select({ pictureId: users.pictureId })
      .from(users)
      .where(eq(users.id, seeker.user.id));
    expect(user?.pictureId).toBe(photoId);
  });
});

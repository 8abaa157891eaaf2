/**
 * Parallel uploads of one owner (issue 25 point 5, ADR 064): on PostgreSQL, inserting the media
 * row (its foreign key takes KEY SHARE on the user) before locking the user FOR UPDATE deadlocked
 * two uploads of the same user (500 "deadlock detected"). Every upload that replaces a parent's
 * image locks the parent first; ten at once answer only 2xx and leave exactly one image behind.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationAttachments, listings, media, organizations, users } from "../../db/schema";
import { buildListing, buildOrganization, buildSession } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const PARALLEL = 10;

/** Ten different small images (so no two uploads are the same bytes). */
const images = () =>
  Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      sharp({ create: { width: 40 + i, height: 30, channels: 3, background: `#${(i * 20 + 16).toString(16)}7a3c` } })
        .png()
        .toBuffer(),
    ),
  );

const put = (url: string, headers: Record<string, string>, body: Buffer) =>
  t.app.inject({ method: "PUT", url, headers: { ...headers, "content-type": "image/png" }, payload: body });

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const mediaIds = async () => (await t.database.db.select({ id: media.id }).from(media)).map((r) => r.id);

describe("ten uploads of one owner at once", () => {
  it("profile picture: all answer 200, one picture is referenced and no other media row is left", async () => {
    const seeker = await buildSession(t);
    const before = await mediaIds();
    const responses = await Promise.all(
      (await images()).map((image) => put("/capi/profile/picture", seeker.headers, image)),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 200)?.body).toEqual(Array(PARALLEL).fill(200));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, seeker.user.id));
    const owned = await t.database.db.select({ id: media.id }).from(media).where(eq(media.ownerUserId, seeker.user.id));
    expect(owned.map((r) => r.id)).toEqual([user?.pictureId]);
    expect((await mediaIds()).filter((id) => !before.includes(id))).toEqual([user?.pictureId]);
  });

  it("company logo: all answer 200, the logo is the one media row left", async () => {
    const owner = await buildOrganization(t);
    const before = await mediaIds();
    const responses = await Promise.all(
      (await images()).map((image) => put("/capi/org/company/logo", owner.headers, image)),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 200)?.body).toEqual(Array(PARALLEL).fill(200));
    const [org] = await t.database.db
      .select({ logoUrl: organizations.logoUrl })
      .from(organizations)
      .where(eq(organizations.id, owner.organization.id));
    const added = (await mediaIds()).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    expect(org?.logoUrl).toBe(`/media/${added[0]}`);
  });

  it("listing picture: all answer 200, the picture is the one media row left", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization: owner });
    const before = await mediaIds();
    const responses = await Promise.all(
      (await images()).map((image) => put(`/capi/org/listings/${listing.id}/picture`, owner.headers, image)),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 200)?.body).toEqual(Array(PARALLEL).fill(200));
    const [row] = await t.database.db
      .select({ pictureId: listings.pictureId })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect((await mediaIds()).filter((id) => !before.includes(id))).toEqual([row?.pictureId]);
  });

  it("application attachments: all answer 201, each stored once for the uploader", async () => {
    const seeker = await buildSession(t);
    const pdf = (i: number) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${i}\n%%EOF\n`);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/capi/user/application-attachments",
          headers: { ...seeker.headers, "content-type": "application/pdf", "x-file-name": `cv-${i}.pdf` },
          payload: pdf(i),
        }),
      ),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 201)?.body).toEqual(Array(PARALLEL).fill(201));
    const stored = await t.database.db
      .select({ id: applicationAttachments.id })
      .from(applicationAttachments)
      .where(eq(applicationAttachments.uploaderUserId, seeker.user.id));
    expect(stored.map((r) => r.id).sort()).toEqual(responses.map((r) => (r.json() as { id: string }).id).sort());
  });
});

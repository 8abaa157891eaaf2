/**
 * The listing's picture (issue 24 point 2): an upload checked by content, resized and served from
 * our own origin, shown on the public listing, in the widgets and in the JobPosting; an address
 * elsewhere is not taken any more (the page's CSP would block it: it never showed).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZOrgListingDetail, ZPublicListing, ZWidgetListingsResponse } from "@jobatlas/contract";
import { buildJob, buildListing, buildOrganization, type BuiltMember } from "../../test/factories";
import { buildTestApp, type TestApp } from "../../test/test-app";

const SITE = "https://jobatlas.example";
let t: TestApp;
let owner: BuiltMember;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: SITE });
  owner = await buildOrganization(t, { plan: "pro" });
});
afterAll(() => t.app.close());

/** A photo as a phone takes it: 2400 × 1800 pixels, with its camera's metadata. */
async function photo(format: "png" | "jpeg" | "webp" = "png") {
  const image = sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#3a7" } }).withMetadata({
    exif: { IFD0: { Make: "Phone", Model: "Secret 12" } },
  });
  return image.toFormat(format).toBuffer();
}

function putPicture(member: BuiltMember, id: number, body: Buffer, type = "image/png") {
  return t.app.inject({
    method: "PUT",
    url: `/capi/org/listings/${id}/picture`,
    headers: { ...member.headers, "content-type": type },
    payload: body,
  });
}

const deletePicture = (member: BuiltMember, id: number) =>
  t.app.inject({ method: "DELETE", url: `/capi/org/listings/${id}/picture`, headers: member.headers });

describe("PUT /capi/org/listings/{id}/picture", () => {
  it("stores the upload resized, without its metadata, on our origin, and shows it on the listing, in widgets and in the JobPosting", async () => {
    const listing = await buildListing(t, { organization: owner });
    const res = await putPicture(owner, listing.id, await photo());
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZOrgListingDetail.parse(res.json());
    expect(saved.picture_url).toMatch(/^\/media\/[a-f0-9]{32}$/);

    const served = await t.app.inject({ url: saved.picture_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 1200]);
    expect(meta.exif).toBeUndefined();

    const page = ZPublicListing.parse((await t.app.inject({ url: `/capi/listings/${listing.id}` })).json());
    expect(page.picture_url).toBe(saved.picture_url);
    const widget = ZWidgetListingsResponse.parse(
      (await t.app.inject({ url: `/capi/widgets/${owner.organization.id}/listings` })).json(),
    );
    expect(widget.items.find((item) => item.id === listing.id)?.picture_url).toBe(saved.picture_url);
    const html = (await t.app.inject({ url: `/de/company/${owner.organization.id}/job/${listing.id}` })).body;
    expect(html).toContain(`"image":"${SITE}${saved.picture_url}"`);
  });

  it("keeps a small picture's size, and replaces the previous picture (which is then gone)", async () => {
    const listing = await buildListing(t, { organization: owner });
    const first = ZOrgListingDetail.parse(
      (await putPicture(owner, listing.id, await photo("jpeg"), "image/jpeg")).json(),
    );
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#0000" } })
      .webp()
      .toBuffer();
    const second = ZOrgListingDetail.parse((await putPicture(owner, listing.id, small, "image/webp")).json());
    expect(second.picture_url).not.toBe(first.picture_url);
    expect((await t.app.inject({ url: first.picture_url! })).statusCode).toBe(404);
    const meta = await sharp((await t.app.inject({ url: second.picture_url! })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);

    const removed = await deletePicture(owner, listing.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().picture_url).toBeNull();
    expect((await t.app.inject({ url: second.picture_url! })).statusCode).toBe(404);
  });

  it("refuses what is no image by its content, also under an image type, in the request's language", async () => {
    const listing = await buildListing(t, { organization: owner });
    const truncated = (await photo()).subarray(0, 64);
    for (const body of [Buffer.from("<svg onload=alert(1)>"), truncated]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/capi/org/listings/${listing.id}/picture`,
        headers: { ...owner.headers, "content-type": "image/png", "accept-language": "de" },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        type: "ValidationError",
        detail: [{ loc: ["body", "picture"], msg: "Wähle ein Bild im Format JPEG, PNG oder WebP." }],
      });
    }
    const gif = await putPicture(owner, listing.id, Buffer.from("GIF89a"), "image/gif");
    expect(gif.statusCode).toBe(415);
  });

  it("answers 404 for another organisation's listing and refuses an archived one (final)", async () => {
    const other = await buildOrganization(t);
    const theirs = await buildListing(t, { organization: other });
    expect((await putPicture(owner, theirs.id, await photo())).statusCode).toBe(404);
    expect((await deletePicture(owner, theirs.id)).statusCode).toBe(404);
    const archived = await buildListing(t, { organization: owner, status: "archived" });
    const res = await putPicture(owner, archived.id, await photo());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "listing_archived" });
  });
});

describe("a picture address elsewhere", () => {
  it("is not taken by the listing's fields any more", async () => {
    const job = await buildJob(t, { organization: owner });
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/org/listings",
      headers: owner.headers,
      payload: {
        title: "Bäcker/in",
        job_id: job.id,
        address_id: null,
        status: "active",
        picture_url: "http://cdn.example/x.jpg",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "picture_url"] }] });
  });
});

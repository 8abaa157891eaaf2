import { PICTURE_MAX_BYTES } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { checkPicture } from "./picture-check";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");

describe("checkPicture", () => {
  it("accepts JPEG, PNG and WebP whose bytes match their type", async () => {
    expect(await checkPicture(new Blob([PNG], { type: "image/png" }))).toBeNull();
    expect(await checkPicture(new Blob([JPEG], { type: "image/jpeg" }))).toBeNull();
    expect(await checkPicture(new Blob([WEBP], { type: "image/webp" }))).toBeNull();
  });

  it("refuses other types and files that only claim to be pictures", async () => {
    expect(await checkPicture(new Blob(["hello"], { type: "text/plain" }))).toBe("wrongType");
    expect(await checkPicture(new Blob(["<svg/>"], { type: "image/svg+xml" }))).toBe("wrongType");
    expect(await checkPicture(new Blob(["not really a png"], { type: "image/png" }))).toBe("wrongType");
  });

  it("refuses pictures over 5 MB", async () => {
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await checkPicture(new Blob([big], { type: "image/png" }))).toBe("tooLarge");
  });
});

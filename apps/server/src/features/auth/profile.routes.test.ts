import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession, type SessionHeaders } from "../../test/factories";
import { codeFromMail } from "../../test/mailbox";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let headers: SessionHeaders;
const email = "profile-owner@example.ch";

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await buildSession(t, { user: { email, firstName: "Reto", lastName: "Keller", language: "de" } }));
});
afterAll(() => t.app.close());

const signedIn = (extra: Record<string, string> = {}) => ({ ...headers, ...extra });

// The smallest valid PNG (1×1 pixel).
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("profile", () => {
  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({ url: "/capi/profile" });
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe("NotAuthenticated");
  });

  it("updates names and language", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { first_name: "  Reto ", last_name: "Keller-Meier", language: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, first_name: "Reto", last_name: "Keller-Meier", language: "en" });
  });

  it("changes the email only with a code sent to the new address", async () => {
    const newEmail = "reto.new@example.ch";
    const body = { first_name: "Reto", last_name: "Keller", language: "de", email: newEmail };
    const withoutProof = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: signedIn({ "content-type": "application/json" }),
      payload: body,
    });
    expect(withoutProof.json().code).toBe("verification_token_invalid");

    await t.app.inject({
      method: "POST",
      url: "/capi/email-verification",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { email: newEmail, purpose: "change_email" },
    });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/capi/email-verification/confirm",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { email: newEmail, code: await codeFromMail(t.database.db, newEmail) },
    });
    const token = confirm.json().verification_token as string;
    const changed = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { ...body, email_verification_token: token },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(newEmail);
    // The token proves the address once.
    const replay = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { ...body, email: "third@example.ch", email_verification_token: token },
    });
    expect(replay.json().code).toBe("verification_token_invalid");
  });

  it("stores a picture checked by content and serves it from our own path", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/profile/picture",
      headers: signedIn({ "content-type": "image/png" }),
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().picture_url as string;
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}$/);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const removed = await t.app.inject({ method: "DELETE", url: "/capi/profile/picture", headers: signedIn() });
    expect(removed.json().picture_url).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("refuses a file that only claims to be an image, in the page's language", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/profile/picture",
      headers: signedIn({ "content-type": "image/jpeg", "accept-language": "de" }),
      payload: Buffer.from("<svg onload=alert(1)></svg>"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "picture"], msg: "Wähle ein Bild im Format JPEG, PNG oder WebP." }],
    });
  });

  it("refuses a 10 MB picture with 413 and other types with 415", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await t.app.inject({
      method: "PUT",
      url: "/capi/profile/picture",
      headers: signedIn({ "content-type": "image/png", "accept-language": "en" }),
      payload: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ type: "PayloadTooLarge", detail: "The request body is larger than 5 MiB." });
    const svg = await t.app.inject({
      method: "PUT",
      url: "/capi/profile/picture",
      headers: signedIn({ "content-type": "image/svg+xml" }),
      payload: "<svg/>",
    });
    expect(svg.statusCode).toBe(415);
  });

  it("refuses bad profile input field by field", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: signedIn({ "content-type": "application/json", "accept-language": "en" }),
      payload: { first_name: 3, last_name: "", language: "it", email: "a b@c.ch" },
    });
    expect(res.json().detail).toEqual([
      { loc: ["body", "first_name"], msg: "Expected text." },
      { loc: ["body", "last_name"], msg: "Required." },
      { loc: ["body", "language"], msg: "Choose one of the offered options." },
      { loc: ["body", "email"], msg: "Enter a valid email address." },
    ]);
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChangeReverts } from "../../db/schema";
import { buildSession, buildUser, freshEmail, type SessionHeaders } from "../../test/factories";
import { codeFromMail, mailsTo } from "../../test/mailbox";
import { buildTestApp, csrfHeaders, withCodeRequester, type TestApp } from "../../test/test-app";

let t: TestApp;
let headers: SessionHeaders;
const email = "profile-owner@example.ch";

beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await buildSession(t, { user: { email, firstName: "Reto", lastName: "Keller", language: "de" } }));
});
afterAll(() => t.app.close());

const signedIn = (extra: Record<string, string> = {}) => ({ ...headers, ...extra });

// A small PNG (3 × 2 pixels, transparent).
const PNG = await sharp({ create: { width: 3, height: 2, channels: 4, background: "#0000" } })
  .png()
  .toBuffer();

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

    const asked = await t.app.inject({
      method: "POST",
      url: "/capi/email-verification",
      headers: signedIn({ "content-type": "application/json" }),
      payload: { email: newEmail, purpose: "change_email" },
    });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/capi/email-verification/confirm",
      headers: withCodeRequester(signedIn({ "content-type": "application/json" }), asked),
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
    // Written again as a JPEG without metadata (ADR 064).
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 3, height: 2 });

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
      payload: { first_name: 3, last_name: "", language: "es", email: "a b@c.ch" },
    });
    expect(res.json().detail).toEqual([
      { loc: ["body", "first_name"], msg: "Expected text." },
      { loc: ["body", "last_name"], msg: "Required." },
      { loc: ["body", "language"], msg: "Choose one of the offered options." },
      { loc: ["body", "email"], msg: "Enter a valid email address." },
    ]);
  });
});

describe("an email change (ADR 056)", () => {
  const json = (extra: Record<string, string>) => ({ ...extra, "content-type": "application/json" });

  /** Changes the session's address to `newEmail` the way the profile page does: code, token, PUT. */
  async function changeEmail(session: SessionHeaders, newEmail: string, language: "de" | "en") {
    const asked = await t.app.inject({
      method: "POST",
      url: "/capi/email-verification",
      headers: json(session),
      payload: { email: newEmail, purpose: "change_email" },
    });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/capi/email-verification/confirm",
      headers: withCodeRequester(json(session), asked),
      payload: { email: newEmail, code: await codeFromMail(t.database.db, newEmail) },
    });
    const changed = await t.app.inject({
      method: "PUT",
      url: "/capi/profile",
      headers: json(session),
      payload: {
        first_name: "Lea",
        last_name: "Keller",
        language,
        email: newEmail,
        email_verification_token: confirm.json().verification_token as string,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  const revert = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/capi/email-change/revert",
      headers: json({ ...csrfHeaders, ...headers }),
      payload: { token },
    });
  const revertToken = async (oldEmail: string, language: "de" | "en") => {
    const [mail] = await mailsTo(t.database.db, oldEmail);
    const token = new RegExp(`/${language}/account/email-revert/([\\w-]+)`).exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no revert link mailed to ${oldEmail}`);
    return token;
  };
  const signedInAs = async (session: SessionHeaders) =>
    (await t.app.inject({ url: "/capi/status", headers: session })).json() as {
      authenticated: boolean;
      user: { email: string } | null;
    };

  it("tells the old address in the account's language, and its link takes the address back and signs out everywhere", async () => {
    const oldEmail = freshEmail("lea-old");
    const newEmail = freshEmail("lea-new");
    const { user, headers: phone } = await buildSession(t, { user: { email: oldEmail, language: "en" } });
    const { headers: laptop } = await buildSession(t, { user });
    await changeEmail(phone, newEmail, "de");

    const [notice] = await mailsTo(t.database.db, oldEmail);
    expect(notice).toMatchObject({
      template: "email_changed",
      language: "de",
      subject: "Die E-Mail-Adresse deines Jobatlas-Kontos wurde geändert",
    });
    expect(notice?.text).toContain(`von ${oldEmail} zu ${newEmail} geändert`);
    expect(notice?.text).toContain("Das war ich nicht:");
    expect(notice?.text).toMatch(/http:\/\/localhost:3000\/de\/account\/email-revert\/[\w-]{43}/);
    expect(notice?.text).toContain("Er gilt 14 Tage und nur einmal.");
    // Only the hash of the link is stored.
    const token = await revertToken(oldEmail, "de");
    const [stored] = await t.database.db
      .select()
      .from(emailChangeReverts)
      .where(eq(emailChangeReverts.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    // "This wasn't me", without being signed in.
    const undone = await revert(token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ email: oldEmail });
    expect(await signedInAs(phone)).toMatchObject({ authenticated: false });
    expect(await signedInAs(laptop)).toMatchObject({ authenticated: false });
    // The address is the old one again: a sign-in link goes there.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/capi/login",
          headers: json(csrfHeaders),
          payload: { email: oldEmail },
        })
      ).statusCode,
    ).toBe(200);
    expect((await mailsTo(t.database.db, oldEmail))[0]?.template).toBe("login_link");
    // The link works once.
    const again = await revert(token, { "accept-language": "en" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      type: "ServiceError",
      code: "email_revert_invalid",
      detail:
        "This link is invalid, used or expired. If someone else changed your email address, please write to us through the contact form.",
    });
  });

  it("mails English to an English account; after an undo, an older link of a second change leads nowhere", async () => {
    const first = freshEmail("max-a");
    const second = freshEmail("max-b");
    const third = freshEmail("max-c");
    const { headers: session } = await buildSession(t, { user: { email: first, language: "en" } });
    await changeEmail(session, second, "en");
    const [notice] = await mailsTo(t.database.db, first);
    expect(notice).toMatchObject({ language: "en", subject: "The email address of your Jobatlas account was changed" });
    expect(notice?.text).toContain("This wasn't me:");
    const toFirst = await revertToken(first, "en");
    await changeEmail(session, third, "en");
    const toSecond = await revertToken(second, "en");

    expect((await revert(toFirst)).json()).toEqual({ email: first });
    expect((await revert(toSecond)).json().code).toBe("email_revert_invalid");
  });

  it("refuses an expired link, and an old address another account took meanwhile (the link stays usable)", async () => {
    const oldEmail = freshEmail("old");
    const { user, headers: session } = await buildSession(t, { user: { email: oldEmail, language: "en" } });
    await changeEmail(session, freshEmail("new"), "en");
    const token = await revertToken(oldEmail, "en");

    const other = await buildUser(t, { email: oldEmail });
    const taken = await revert(token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe("email_taken");
    expect(await signedInAs(session)).toMatchObject({ authenticated: true });

    await t.database.db
      .update(emailChangeReverts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeReverts.userId, user.id));
    expect(other.id).not.toBe(user.id);
    expect((await revert(token)).json().code).toBe("email_revert_invalid");
  });
});

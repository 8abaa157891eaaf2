import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { freshEmail } from "../test/factories";
import { buildTestApp, csrfHeaders, type TestApp } from "../test/test-app";

/**
 * Issue 25 §8: JSON is UTF-8 (RFC 8259 §8.1). A body with bytes that are not UTF-8, or declared in
 * another charset, is refused with a catalogue error — never stored with U+FFFD in place of a letter.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const signupJson = (email: string, firstName: string) =>
  `{"kind":"seeker","email":"${email}","first_name":"${firstName}","last_name":"Muster","language":"de","accept_terms":true}`;

function signUp(body: Buffer, contentType: string, language = "en") {
  return t.app.inject({
    method: "POST",
    url: "/capi/signup",
    headers: { ...csrfHeaders, "content-type": contentType, "accept-language": language },
    payload: body,
  });
}

async function storedFirstNames() {
  return (await t.database.db.select({ firstName: users.firstName }).from(users)).map((u) => u.firstName);
}

describe("JSON bodies are UTF-8", () => {
  it("refuses bytes that are not UTF-8 with 400, in the request's language, and stores nothing", async () => {
    const body = Buffer.concat([
      Buffer.from(signupJson(freshEmail("bytes"), "J").slice(0, -1)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from("}"),
    ]);
    const name = Buffer.from(signupJson(freshEmail("bytes"), "JXrg"));
    name[name.indexOf("JXrg") + 1] = 0xf6; // "ö" in Latin-1, not UTF-8

    for (const bytes of [name, body]) {
      const res = await signUp(bytes, "application/json");
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        type: "ValidationError",
        detail: [{ loc: ["body", "__root__"], msg: "The request body is not valid UTF-8." }],
      });
    }
    const german = await signUp(name, "application/json", "de");
    expect(german.json().detail[0].msg).toBe("Der Inhalt der Anfrage ist kein gültiges UTF-8.");
    expect((await storedFirstNames()).filter((n) => n.includes("\uFFFD"))).toEqual([]);
  });

  it("refuses a body declared in another charset with 415, and takes UTF-8 however it is written", async () => {
    const latin1 = Buffer.from(signupJson(freshEmail("latin1"), "Jörg"), "latin1");
    for (const contentType of ["application/json; charset=latin1", "application/json;charset=ISO-8859-1"]) {
      const res = await signUp(latin1, contentType);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({
        type: "UnsupportedMediaType",
        detail: "Send the request body as application/json; charset=utf-8.",
      });
    }
    for (const contentType of [
      "application/json",
      "application/json; charset=utf-8",
      'application/json; charset="UTF-8"',
    ]) {
      const email = freshEmail("utf8");
      const res = await signUp(Buffer.from(signupJson(email, "Jörg")), contentType);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await storedFirstNames()).toContain("Jörg");
    expect((await storedFirstNames()).filter((n) => n.includes("\uFFFD"))).toEqual([]);
  });
});

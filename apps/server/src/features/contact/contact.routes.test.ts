import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { mailsTo } from "../../test/mailbox";
import { buildTestApp, postJson, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const send = (payload: object, lang = "en") => postJson(t, "/capi/contact", payload, { "accept-language": lang });

describe("POST /capi/contact", () => {
  it("stores a contact request and mails the sales inbox", async () => {
    const res = await send({
      name: "Lea Frei",
      email: "lea@example.ch",
      company: "Frei AG",
      message: "Bitte ruft mich an.",
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ id: res.json().id, kind: "contact", name: "Lea Frei", plan: null }]);
    const [mail] = await mailsTo(t.database.db, t.config.salesEmail);
    expect(mail?.subject).toBe("Kontaktanfrage: Lea Frei");
    expect(mail?.text).toContain("Bitte ruft mich an.");
  });

  it("files a purchase request for a plan", async () => {
    const res = await send({
      name: "Tom",
      email: "tom@example.ch",
      company: "Tom GmbH",
      message: "Recruiter, please",
      plan: "recruiter",
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, t.config.salesEmail);
    expect(mail?.subject).toBe("Kaufanfrage (recruiter): Tom GmbH");
  });

  it("keeps nothing from a bot that fills the honeypot, and says nothing about it", async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await send({ name: "Bot", email: "bot@example.ch", message: "spam", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("names bad fields in the page's language", async () => {
    const res = await send(
      { name: "", email: "a b@c.ch", message: "x".repeat(5001), plan: "platinum", registered_company_id: "abc" },
      "de",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([
      { loc: ["body", "name"], msg: "Pflichtfeld." },
      { loc: ["body", "email"], msg: "Gib eine gültige E-Mail-Adresse ein." },
      { loc: ["body", "message"], msg: "Gib höchstens 5000 Zeichen ein." },
      { loc: ["body", "registered_company_id"], msg: "Erwartet: eine Zahl." },
      { loc: ["body", "plan"], msg: "Wähle eine der angebotenen Optionen." },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailCodes, organizations, users } from "../../db/schema";
import { codeFromMail, mailsTo } from "../../test/mailbox";
import { buildTestApp, postJson, testBrowser, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const post = (url: string, payload: object) => postJson(t, url, payload);

describe("parallel requests keep the rules", () => {
  it("check at most 3 guesses of a code however many arrive at once", async () => {
    const email = "parallel-guesses@example.ch";
    // The guesses come from the browser that asked for the code: only its tries count (ADR 063).
    const browser = testBrowser(t);
    await browser.post("/capi/email-verification", { email, purpose: "application" });
    const code = await codeFromMail(t.database.db, email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(
      guesses.map((guess) => browser.post("/capi/email-verification/confirm", { email, code: guess })),
    );
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect(answers.filter((a) => a.json().code === "verification_code_invalid")).toHaveLength(2);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row?.attempts).toBe(3);
    expect(row?.usedAt).not.toBeNull();
    expect((await browser.post("/capi/email-verification/confirm", { email, code })).json().code).toBe(
      "verification_code_expired",
    );
  });

  it("create one account for parallel sign-ups with one address, and mail it at most 5 times", async () => {
    const email = "parallel-signup@example.ch";
    const body = { kind: "seeker", email, first_name: "Pia", last_name: "Race", language: "de", accept_terms: true };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post("/capi/signup", body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await mailsTo(t.database.db, email)).toHaveLength(5);
  });

  it("give parallel companies of the same name slugs of their own", async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post("/capi/signup", {
          kind: "employer",
          email: `same-name-${i}@example.ch`,
          first_name: "Sam",
          last_name: "Name",
          language: "de",
          accept_terms: true,
          company_name: "Same Name AG",
          company_size: "1-9",
          plan: "free",
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const slugs = (await t.database.db.select({ slug: organizations.slug }).from(organizations)).map((o) => o.slug);
    expect(slugs.filter((s) => s.startsWith("same-name-ag")).sort()).toEqual([
      "same-name-ag",
      "same-name-ag-2",
      "same-name-ag-3",
      "same-name-ag-4",
    ]);
  });
});

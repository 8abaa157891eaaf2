import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configureZodLanguage } from "./zod-language";

describe("zod-language", () => {
  it("words zod's issues in the page's language once the messages load, and follows every switch", async () => {
    configureZodLanguage("en");
    // Loaded as the forms load it: it takes the language remembered so far.
    await import("./zod-messages");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Enter a valid email address.");
    expect(z.string().min(3).safeParse("ab").error?.issues[0]?.message).toBe("Enter at least 3 characters.");
    configureZodLanguage("de");
    expect(z.email().safeParse("x").error?.issues[0]?.message).toBe("Gib eine gültige E-Mail-Adresse ein.");
    expect(z.string().min(3).safeParse("ab").error?.issues[0]?.message).toBe("Gib mindestens 3 Zeichen ein.");
  });
});

import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, loadDraft, newDraft, saveDraft, stepsFor, verificationValid } from "./draft";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("apply draft", () => {
  it("has a verification step only for anonymous applicants and a questions step only with questions", () => {
    expect(stepsFor({ anonymous: true, hasQuestions: true })).toEqual([
      "intro",
      "contact",
      "verify",
      "questions",
      "texts",
    ]);
    expect(stepsFor({ anonymous: false, hasQuestions: false })).toEqual(["intro", "contact", "texts"]);
  });

  it("keeps one draft per company and listing, job or company, and survives a round trip", () => {
    expect(draftKey(1, 2)).not.toBe(draftKey(1, undefined, 2));
    expect(draftKey(1)).not.toBe(draftKey(2));
    const storage = memoryStorage();
    const draft = { ...newDraft("k-1"), step: "texts" as const, firstName: "Lea", answers: { "4": ["Ja"] } };
    saveDraft(storage, draftKey(1, 2), draft);
    expect(loadDraft(storage, draftKey(1, 2))).toEqual(draft);
    expect(loadDraft(storage, draftKey(1, 3))).toBeUndefined();
    clearDraft(storage, draftKey(1, 2));
    expect(loadDraft(storage, draftKey(1, 2))).toBeUndefined();
  });

  it("ignores a stored value that is no draft", () => {
    const storage = memoryStorage();
    storage.setItem("x", "{not json");
    storage.setItem("y", JSON.stringify({ step: "elsewhere", idempotencyKey: "k" }));
    expect(loadDraft(storage, "x")).toBeUndefined();
    expect(loadDraft(storage, "y")).toBeUndefined();
  });

  it("takes a verification only for the address typed now and before it expires", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const draft = {
      ...newDraft("k"),
      email: " Lea@Example.ch ",
      verification: { email: "lea@example.ch", token: "t", expiresAt: "2026-11-24T10:30:00Z" },
    };
    expect(verificationValid(draft, now)).toBe(true);
    expect(verificationValid({ ...draft, email: "other@example.ch" }, now)).toBe(false);
    expect(verificationValid(draft, new Date("2026-11-24T10:31:00Z"))).toBe(false);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { applicantDisplayName } from "./applicant-name";

afterAll(() => void i18n.changeLanguage("de"));

describe("applicantDisplayName", () => {
  const en = i18n.getFixedT("en");
  const de = i18n.getFixedT("de");

  it("is the applicant's name while it is kept", () => {
    expect(applicantDisplayName(en, { name: "Mia Keller", identity_deleted: false })).toBe("Mia Keller");
    expect(applicantDisplayName(de, { first_name: "Mia", last_name: "Keller", identity_deleted: false })).toBe(
      "Mia Keller",
    );
  });

  it("says the data is deleted, in en and de, for an anonymised application or an empty name", () => {
    expect(applicantDisplayName(en, { name: "", identity_deleted: true })).toBe("Applicant (data deleted)");
    expect(applicantDisplayName(de, { first_name: "", last_name: "", identity_deleted: true })).toBe(
      "Bewerber/in (Daten gelöscht)",
    );
    // An activity about such an application keeps no subject (no flag there).
    expect(applicantDisplayName(en, { name: " " })).toBe("Applicant (data deleted)");
  });
});

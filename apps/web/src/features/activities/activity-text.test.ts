import type { TActivity } from "@jobatlas/contract";
import { ACTIVITY_VERBS } from "@jobatlas/contract";
import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { activitySentence, activityTime } from "./activity-text";

const MIA = { id: 7, first_name: "Mia", last_name: "Keller" };

function activity(overrides: Partial<TActivity> = {}): TActivity {
  return {
    id: 1,
    source_type: "listing",
    source_id: 2,
    verb: "published",
    subject: "Koch/Köchin 80–100 %",
    actor: MIA,
    created_at: "2030-05-15T10:00:00.000Z",
    ...overrides,
  };
}

const sentence = (lang: "de" | "en", a: TActivity, readerId?: number) =>
  activitySentence(i18n.getFixedT(lang), a, readerId);

afterAll(() => void i18n.changeLanguage("de"));

describe("activitySentence", () => {
  it("words what a member did, in en and de", () => {
    expect(sentence("en", activity())).toBe("Mia Keller published the listing “Koch/Köchin 80–100 %”");
    expect(sentence("de", activity())).toBe("Mia Keller hat das Inserat „Koch/Köchin 80–100 %“ veröffentlicht");
    expect(sentence("de", activity({ source_type: "questionnaire", verb: "archived", subject: "Service" }))).toBe(
      "Mia Keller hat den Fragebogen „Service“ archiviert",
    );
    expect(sentence("en", activity({ source_type: "job", verb: "reopened", subject: "Koch" }))).toBe(
      "Mia Keller reopened the job “Koch”",
    );
  });

  it("says 'you' to the member who acted", () => {
    expect(sentence("en", activity({ verb: "extended" }), MIA.id)).toBe(
      "You extended the listing “Koch/Köchin 80–100 %”",
    );
    expect(sentence("de", activity({ source_type: "job", verb: "created", subject: "Koch" }), MIA.id)).toBe(
      "Du hast die Stelle „Koch“ erstellt",
    );
  });

  it("words what happened without a member (the scheduler, an applicant)", () => {
    expect(sentence("en", activity({ actor: null, verb: "expired" }))).toBe(
      "The listing “Koch/Köchin 80–100 %” expired",
    );
    expect(sentence("de", activity({ actor: null, verb: "activated" }))).toBe(
      "Das Inserat „Koch/Köchin 80–100 %“ ist online",
    );
    expect(
      sentence("en", activity({ actor: null, source_type: "application", verb: "submitted", subject: "Anna Muster" })),
    ).toBe("New application: “Anna Muster”");
  });

  it("words a change of the plan with both plans' names (issue 24 point 1)", () => {
    const change = activity({ source_type: "plan", verb: "changed", subject: "recruiter → free" });
    expect(sentence("en", change)).toBe("Mia Keller changed the plan from Recruiter to Free");
    expect(sentence("de", change, MIA.id)).toBe("Du hast das Abo von Recruiter zu Free geändert");
  });

  it("names an application whose applicant deleted their data (empty subject) as such", () => {
    const erased = activity({ source_type: "application", verb: "archived", subject: "" });
    expect(sentence("en", erased)).toBe("Mia Keller archived the application “Applicant (data deleted)”");
    expect(sentence("de", { ...erased, actor: null, verb: "submitted" })).toContain("„Bewerber/in (Daten gelöscht)“");
  });

  it("reads well for a verb it does not know", () => {
    expect(sentence("en", activity({ verb: "teleported" }))).toBe(
      "Mia Keller changed the listing “Koch/Köchin 80–100 %”",
    );
    expect(sentence("de", activity({ verb: "teleported", actor: null }))).toBe(
      "Das Inserat „Koch/Köchin 80–100 %“ wurde geändert",
    );
  });

  it("has a sentence for every verb in both languages, each naming the subject", () => {
    for (const lang of ["de", "en"] as const)
      for (const verb of ACTIVITY_VERBS)
        for (const actor of [MIA, null])
          for (const reader of [undefined, MIA.id]) {
            const text = sentence(lang, activity({ verb, actor, subject: "Subject-X" }), reader);
            expect(text, `${lang} ${verb}`).toContain("Subject-X");
            expect(text, `${lang} ${verb}`).not.toMatch(/\{\{|activities\./);
          }
  });

  it("keeps the employer's subject as it is: no interpolation or nesting inside it", () => {
    const hostile = "{{actor}} $t(activities.bell.title) <img src=x onerror=alert(1)>";
    expect(sentence("en", activity({ subject: hostile }))).toBe(`Mia Keller published the listing “${hostile}”`);
  });
});

describe("activityTime", () => {
  const t = i18n.getFixedT("en");
  const at = "2030-05-15T10:00:00.000Z";
  const base = Date.parse(at);
  it("says just now, minutes, hours, days, then the date", () => {
    expect(activityTime(t, at, "en", base + 30_000)).toBe("just now");
    expect(activityTime(t, at, "en", base + 5 * 60_000)).toBe("5 minutes ago");
    expect(activityTime(t, at, "en", base + 3 * 3_600_000)).toBe("3 hours ago");
    expect(activityTime(t, at, "en", base + 26 * 3_600_000)).toBe("yesterday");
    expect(activityTime(i18n.getFixedT("de"), at, "de", base + 5 * 60_000)).toBe("vor 5 Minuten");
    expect(activityTime(t, at, "en", base + 10 * 86_400_000)).toBe("15 May 2030");
  });
});

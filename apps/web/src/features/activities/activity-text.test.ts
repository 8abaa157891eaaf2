import { ACTIVITY_KINDS, type TActivity, type TActivityKind, type TLanguage } from "@jobatlas/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n, loadLanguage } from "@/lib/i18n";
import { activitySentence, activityTime } from "./activity-text";

const MIA = { id: 7, first_name: "Mia", last_name: "Keller" };

function activity(overrides: Partial<TActivity> = {}): TActivity {
  return {
    id: 1,
    source_type: "listing",
    source_id: 2,
    verb: "published",
    subject: "Koch/Köchin 80–100 %",
    actor_kind: "member",
    actor: MIA,
    position: null,
    created_at: "2030-05-15T10:00:00.000Z",
    ...overrides,
  };
}

const sentence = (lang: TLanguage, a: TActivity, readerId?: number) =>
  activitySentence(i18n.getFixedT(lang), a, readerId);

// The test setup loads de and en; the scheduler's application sentences are checked in fr and it too.
beforeAll(() => Promise.all([loadLanguage("fr"), loadLanguage("it")]));
afterAll(() => void i18n.changeLanguage("de"));

/** A source of each type as the feed shows it: its title (an application: the applicant and the listing). */
const SOURCES = {
  job: { subject: "Koch", position: null },
  listing: { subject: "Koch 80 %", position: null },
  questionnaire: { subject: "Service", position: null },
  application: { subject: "Sara Sommer", position: "Koch 80 %" },
  plan: { subject: "recruiter → free", position: null },
} as const;
/** What each source's sentence must name: its subject, or for a plan change the plan it left. */
const SHOWN = {
  job: "Koch",
  listing: "Koch 80 %",
  questionnaire: "Service",
  application: "Sara Sommer",
  plan: "Recruiter",
};

/**
 * Every kind the product records (ACTIVITY_KINDS), as another member reads it: who did what to
 * which source, in English and German. A kind missing here fails the test.
 */
const SENTENCES: Record<string, { en: string; de: string }> = {
  "job created member": { en: "Mia Keller created the job “Koch”", de: "Mia Keller hat die Stelle „Koch“ erstellt" },
  "job updated member": { en: "Mia Keller updated the job “Koch”", de: "Mia Keller hat die Stelle „Koch“ bearbeitet" },
  "job activated member": {
    en: "Mia Keller activated the job “Koch”",
    de: "Mia Keller hat die Stelle „Koch“ aktiviert",
  },
  "job archived member": {
    en: "Mia Keller archived the job “Koch”",
    de: "Mia Keller hat die Stelle „Koch“ archiviert",
  },
  "job reopened member": {
    en: "Mia Keller reopened the job “Koch”",
    de: "Mia Keller hat die Stelle „Koch“ wieder aktiviert",
  },
  "listing created member": {
    en: "Mia Keller created the listing “Koch 80 %”",
    de: "Mia Keller hat das Inserat „Koch 80 %“ erstellt",
  },
  "listing published member": {
    en: "Mia Keller published the listing “Koch 80 %”",
    de: "Mia Keller hat das Inserat „Koch 80 %“ veröffentlicht",
  },
  "listing updated member": {
    en: "Mia Keller updated the listing “Koch 80 %”",
    de: "Mia Keller hat das Inserat „Koch 80 %“ bearbeitet",
  },
  "listing extended member": {
    en: "Mia Keller extended the listing “Koch 80 %”",
    de: "Mia Keller hat das Inserat „Koch 80 %“ verlängert",
  },
  "listing archived member": {
    en: "Mia Keller archived the listing “Koch 80 %”",
    de: "Mia Keller hat das Inserat „Koch 80 %“ archiviert",
  },
  "listing cancelled member": {
    en: "Mia Keller cancelled the listing “Koch 80 %” before it went online",
    de: "Mia Keller hat das Inserat „Koch 80 %“ vor der Veröffentlichung zurückgezogen",
  },
  "listing published system": {
    en: "The listing “Koch 80 %” went online as planned",
    de: "Das Inserat „Koch 80 %“ ist wie geplant online gegangen",
  },
  "listing expired system": {
    en: "The listing “Koch 80 %” expired: its runtime has ended",
    de: "Das Inserat „Koch 80 %“ ist abgelaufen: die Laufzeit ist zu Ende",
  },
  "listing postponed system": {
    en: "The listing “Koch 80 %” waits: all active listings of your plan are in use",
    de: "Das Inserat „Koch 80 %“ wartet: alle aktiven Inserate deines Abos sind belegt",
  },
  "questionnaire created member": {
    en: "Mia Keller created the questionnaire “Service”",
    de: "Mia Keller hat den Fragebogen „Service“ erstellt",
  },
  "questionnaire updated member": {
    en: "Mia Keller updated the questionnaire “Service”",
    de: "Mia Keller hat den Fragebogen „Service“ bearbeitet",
  },
  "questionnaire archived member": {
    en: "Mia Keller archived the questionnaire “Service”",
    de: "Mia Keller hat den Fragebogen „Service“ archiviert",
  },
  "questionnaire reopened member": {
    en: "Mia Keller reopened the questionnaire “Service”",
    de: "Mia Keller hat den Fragebogen „Service“ wieder aktiviert",
  },
  "application submitted applicant": {
    en: "Sara Sommer applied for “Koch 80 %”",
    de: "Sara Sommer hat sich auf „Koch 80 %“ beworben",
  },
  "application withdrawn applicant": {
    en: "Sara Sommer withdrew the application for “Koch 80 %”",
    de: "Sara Sommer hat die Bewerbung auf „Koch 80 %“ zurückgezogen",
  },
  "application contact_accepted applicant": {
    en: "Sara Sommer accepted the contact request about the application for “Koch 80 %”",
    de: "Sara Sommer hat die Kontaktanfrage zur Bewerbung auf „Koch 80 %“ angenommen",
  },
  "application contact_declined applicant": {
    en: "Sara Sommer declined the contact request about the application for “Koch 80 %”; the application has ended",
    de: "Sara Sommer hat die Kontaktanfrage zur Bewerbung auf „Koch 80 %“ abgelehnt; die Bewerbung ist beendet",
  },
  "application accepted member": {
    en: "Mia Keller accepted the application from Sara Sommer for “Koch 80 %”",
    de: "Mia Keller hat die Bewerbung von Sara Sommer auf „Koch 80 %“ angenommen",
  },
  "application contact_requested member": {
    en: "Mia Keller sent Sara Sommer a contact request about the application for “Koch 80 %”",
    de: "Mia Keller hat Sara Sommer eine Kontaktanfrage zur Bewerbung auf „Koch 80 %“ gesendet",
  },
  "application rejected member": {
    en: "Mia Keller rejected the application from Sara Sommer for “Koch 80 %”",
    de: "Mia Keller hat die Bewerbung von Sara Sommer auf „Koch 80 %“ abgelehnt",
  },
  "application withdrawn member": {
    en: "Mia Keller withdrew the application from Sara Sommer for “Koch 80 %” as the listing has ended",
    de: "Mia Keller hat die Bewerbung von Sara Sommer auf „Koch 80 %“ zurückgezogen, weil das Inserat beendet ist",
  },
  "application archived member": {
    en: "Mia Keller archived the application from Sara Sommer for “Koch 80 %”",
    de: "Mia Keller hat die Bewerbung von Sara Sommer auf „Koch 80 %“ archiviert",
  },
  "application answer_due system": {
    en: "The application from Sara Sommer for “Koch 80 %” is waiting for an answer",
    de: "Die Bewerbung von Sara Sommer auf „Koch 80 %“ wartet auf eine Antwort",
  },
  "application closed_unanswered system": {
    en: "The application from Sara Sommer for “Koch 80 %” was closed without an answer",
    de: "Die Bewerbung von Sara Sommer auf „Koch 80 %“ wurde ohne Antwort geschlossen",
  },
  "plan changed member": {
    en: "Mia Keller changed the plan from Recruiter to Free",
    de: "Mia Keller hat das Abo von Recruiter zu Free geändert",
  },
};

const kindOf = (kind: TActivityKind) =>
  activity({
    source_type: kind.source_type,
    verb: kind.verb,
    actor_kind: kind.actor_kind,
    actor: kind.actor_kind === "member" ? MIA : null,
    ...SOURCES[kind.source_type],
  });

describe("activitySentence", () => {
  it.each(ACTIVITY_KINDS.map((kind) => [`${kind.source_type} ${kind.verb} ${kind.actor_kind}`, kind] as const))(
    "words %s: who did what to which source, in en and de",
    (key, kind) => {
      expect(SENTENCES[key], `a sentence for ${key}`).toBeDefined();
      expect(sentence("en", kindOf(kind))).toBe(SENTENCES[key]!.en);
      expect(sentence("de", kindOf(kind))).toBe(SENTENCES[key]!.de);
    },
  );

  it.each(
    ACTIVITY_KINDS.filter((kind) => kind.actor_kind === "member").map(
      (kind) => [kind.source_type, kind.verb, kind] as const,
    ),
  )(
    "says 'you' to the member who did %s %s, and words it without a name once their account is gone",
    (_type, _verb, kind) => {
      const mine = kindOf(kind);
      const gone = { ...mine, actor: null };
      for (const lang of ["en", "de"] as const) {
        const you = sentence(lang, mine, MIA.id);
        expect(you).toMatch(lang === "en" ? /^You / : /^Du hast /);
        const nameless = sentence(lang, gone);
        for (const text of [you, nameless]) {
          expect(text).toContain(SHOWN[kind.source_type]);
          if (kind.source_type === "application") expect(text).toContain("Koch 80 %");
          expect(text).not.toMatch(/\{\{|activities\.|Mia|Keller/);
        }
      }
    },
  );

  it("words the reader's own and a gone member's application moves as themselves", () => {
    const contact = kindOf({ source_type: "application", verb: "contact_requested", actor_kind: "member" });
    expect(sentence("de", contact, MIA.id)).toBe(
      "Du hast Sara Sommer eine Kontaktanfrage zur Bewerbung auf „Koch 80 %“ gesendet",
    );
    expect(sentence("en", { ...contact, actor: null })).toBe(
      "Sara Sommer was sent a contact request about the application for “Koch 80 %”",
    );
    expect(sentence("de", { ...contact, verb: "rejected", actor: null })).toBe(
      "Die Bewerbung von Sara Sommer auf „Koch 80 %“ wurde abgelehnt",
    );
  });

  it("words an application without a listing (unsolicited) without one", () => {
    const unsolicited = { source_type: "application", subject: "Sara Sommer", position: null } as const;
    expect(sentence("en", activity({ ...unsolicited, verb: "submitted", actor_kind: "applicant", actor: null }))).toBe(
      "Sara Sommer applied",
    );
    expect(sentence("de", activity({ ...unsolicited, verb: "submitted", actor_kind: "applicant", actor: null }))).toBe(
      "Sara Sommer hat sich beworben",
    );
    expect(sentence("de", activity({ ...unsolicited, verb: "accepted" }))).toBe(
      "Mia Keller hat die Bewerbung von Sara Sommer angenommen",
    );
  });

  it("words the scheduler's reminder and automatic close of an application in fr and it too (issue 29)", () => {
    const due = kindOf({ source_type: "application", verb: "answer_due", actor_kind: "system" });
    const closed = { ...due, verb: "closed_unanswered" };
    expect(sentence("fr", due)).toBe("La candidature de Sara Sommer pour «Koch 80 %» attend une réponse");
    expect(sentence("it", closed)).toBe("La candidatura di Sara Sommer per «Koch 80 %» è stata chiusa senza risposta");
    // Without a listing (unsolicited), and once the applicant deleted their data.
    expect(sentence("en", { ...closed, position: null })).toBe(
      "The application from Sara Sommer was closed without an answer",
    );
    expect(sentence("de", { ...due, subject: "" })).toBe(
      "Die Bewerbung von Bewerber/in (Daten gelöscht) auf „Koch 80 %“ wartet auf eine Antwort",
    );
  });

  it("words a change of the plan with both plans' names (issue 24 point 1)", () => {
    const change = activity({ source_type: "plan", verb: "changed", subject: "recruiter → free" });
    expect(sentence("en", change)).toBe("Mia Keller changed the plan from Recruiter to Free");
    expect(sentence("de", change, MIA.id)).toBe("Du hast das Abo von Recruiter zu Free geändert");
  });

  it("names an application whose applicant deleted their data (empty subject) as such", () => {
    const erased = activity({ source_type: "application", verb: "archived", subject: "", position: "Koch" });
    expect(sentence("en", erased)).toBe("Mia Keller archived the application from Applicant (data deleted) for “Koch”");
    expect(sentence("de", { ...erased, actor_kind: "applicant", actor: null, verb: "submitted" })).toBe(
      "Bewerber/in (Daten gelöscht) hat sich auf „Koch“ beworben",
    );
  });

  it("reads well for a verb it does not know, and for an applicant's verb it does not expect", () => {
    expect(sentence("en", activity({ verb: "teleported" }))).toBe(
      "Mia Keller changed the listing “Koch/Köchin 80–100 %”",
    );
    expect(sentence("de", activity({ verb: "teleported", actor_kind: "system", actor: null }))).toBe(
      "Das Inserat „Koch/Köchin 80–100 %“ wurde geändert",
    );
    expect(
      sentence(
        "en",
        activity({
          ...SOURCES.application,
          source_type: "application",
          verb: "archived",
          actor_kind: "applicant",
          actor: null,
        }),
      ),
    ).toBe("Sara Sommer changed the application for “Koch 80 %”");
  });

  it("keeps the employer's and applicant's texts as they are: no interpolation or nesting inside them", () => {
    const hostile = "{{actor}} $t(activities.bell.title) <img src=x onerror=alert(1)>";
    expect(sentence("en", activity({ subject: hostile }))).toBe(`Mia Keller published the listing “${hostile}”`);
    expect(
      sentence(
        "en",
        activity({
          source_type: "application",
          verb: "submitted",
          actor_kind: "applicant",
          actor: null,
          subject: "Sara",
          position: hostile,
        }),
      ),
    ).toBe(`Sara applied for “${hostile}”`);
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

import { LANGUAGES, type TLanguage } from "@jobatlas/contract";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppContext } from "../../../context";
import { renderMailContent, type MailContent } from "../../mail/mail.layout";
import type { QueuedMail } from "../../mail/mail.service";
import { mailTemplate } from "../../mail/mail.templates";
import { contactRequestMail, rejectionMail } from "../contact-requests/contact-requests.mails";
import {
  answerDueMail,
  applicationDigestMail,
  closedUnansweredMail,
  closedUnansweredMessage,
  contactAcceptedMail,
  newApplicationMail,
  queueAnswerDueMail,
  queueApplicationDigestMail,
  queueClosedUnansweredMail,
  queueContactAcceptedMail,
  queueNewApplicationMail,
  queueWithdrawnByApplicantMail,
  withdrawnByApplicantMail,
  contactDeclinedMail,
  type AnswerDueMail,
  type ApplicationDigestMail,
  type ClosedUnansweredMail,
  type ContactAcceptedMail,
  type NewApplicationMail,
  type WithdrawnByApplicantMail,
} from "./follow-up.mails";

/** The outbox is the database's: the queue functions are checked for what they hand to queueMail. */
const queued = vi.hoisted(() => [] as { to: string; template: string; content: MailContent }[]);
vi.mock("../../mail/mail.service", () => ({
  queueMail: (_ctx: unknown, mail: QueuedMail) => {
    if (!("content" in mail)) throw new Error("a follow-up mail brings its own content");
    queued.push({ to: mail.to, template: mail.template, content: mail.content });
    return Promise.resolve(1);
  },
}));

const SITE = "https://jobatlas.example";
const DELETED_ON = "2027-03-15";
/** 15 March 2027 as Intl writes it in de-CH, fr-CH, it-CH and en-GB (ADR 086). */
const LONG_DATE: Record<TLanguage, string> = {
  de: "15. März 2027",
  fr: "15 mars 2027",
  it: "15 marzo 2027",
  en: "15 March 2027",
};
const DELETION_LINE: Record<TLanguage, string> = {
  de: "Deine Bewerbung und ihre Dokumente werden am 15. März 2027 gelöscht.",
  fr: "Ta candidature et ses documents seront supprimés le 15 mars 2027.",
  it: "La tua candidatura e i suoi documenti saranno cancellati il 15 marzo 2027.",
  en: "Your application and its documents are deleted on 15 March 2027.",
};

const newApplication = (language: TLanguage, title: string | null = "Bäcker/in EFZ"): NewApplicationMail => ({
  to: "member@example.com",
  language,
  memberFirstName: "Petra",
  organizationName: "Beck & Söhne AG",
  applicantName: "Mia Muster",
  title,
  link: `${SITE}/${language}/org/candidates/application/41`,
  settingsLink: `${SITE}/${language}/org/settings/application-mails`,
});

const digest = (language: TLanguage): ApplicationDigestMail => ({
  to: "member@example.com",
  language,
  memberFirstName: "Petra",
  organizationName: "Beck & Söhne AG",
  applications: [
    {
      applicantName: "Mia Muster",
      title: "Bäcker/in EFZ",
      receivedAt: new Date("2027-03-15T10:05:00Z"),
      link: `${SITE}/${language}/org/candidates/application/41`,
    },
    {
      applicantName: "Luca Rossi",
      title: null,
      receivedAt: new Date("2027-03-15T15:30:00Z"),
      link: `${SITE}/${language}/org/candidates/application/42`,
    },
    {
      applicantName: "Zoë Favre",
      title: "Konditor/in",
      receivedAt: new Date("2027-03-16T05:59:00Z"),
      link: `${SITE}/${language}/org/candidates/application/43`,
    },
  ],
  listLink: `${SITE}/${language}/org/candidates`,
  settingsLink: `${SITE}/${language}/org/settings/application-mails`,
});

const answerDue = (language: TLanguage): AnswerDueMail => ({
  to: "member@example.com",
  language,
  memberFirstName: "Petra",
  organizationName: "Beck & Söhne AG",
  answerDays: 14,
  applications: [
    {
      applicantName: "Mia Muster",
      title: "Bäcker/in EFZ",
      receivedAt: new Date("2027-03-01T09:00:00Z"),
      // 23:30 UTC is already the next day in Zurich.
      closesAt: new Date("2027-03-28T23:30:00Z"),
      link: `${SITE}/${language}/org/candidates/application/41`,
    },
    {
      applicantName: "Luca Rossi",
      title: null,
      receivedAt: new Date("2027-03-02T09:00:00Z"),
      closesAt: new Date("2027-03-30T09:00:00Z"),
      link: `${SITE}/${language}/org/candidates/application/42`,
    },
  ],
  closingListLink: `${SITE}/${language}/org`,
});

const closedUnanswered = (language: TLanguage, link: string | null = null): ClosedUnansweredMail => ({
  to: "mia@example.com",
  language,
  firstName: "Mia",
  companyName: "Beck & Söhne AG",
  title: "Bäcker/in EFZ",
  message: closedUnansweredMessage(language, "Beck & Söhne AG"),
  deletedOn: DELETED_ON,
  answerDays: 14,
  link,
});

const contactAccepted = (language: TLanguage): ContactAcceptedMail => ({
  to: "mia@example.com",
  language,
  firstName: "Mia",
  companyName: "Beck & Söhne AG",
  title: "Bäcker/in EFZ",
  link: `${SITE}/${language}/user/applications/41`,
});

const withdrawn = (language: TLanguage, link: string | null = null): WithdrawnByApplicantMail => ({
  to: "mia@example.com",
  language,
  firstName: "Mia",
  companyName: "Beck & Söhne AG",
  title: "Bäcker/in EFZ",
  deletedOn: DELETED_ON,
  link,
});

/** Every new mail, by its template name, as written for a language. */
const MAILS: Record<string, (language: TLanguage) => MailContent> = {
  application_new: (language) => newApplicationMail(newApplication(language)),
  application_digest: (language) => applicationDigestMail(digest(language)),
  application_answer_due: (language) => answerDueMail(answerDue(language)),
  application_closed_unanswered: (language) => closedUnansweredMail(closedUnanswered(language)),
  application_contact_accepted: (language) => contactAcceptedMail(contactAccepted(language)),
  application_withdrawn_by_user: (language) => withdrawnByApplicantMail(withdrawn(language)),
  application_contact_declined: (language) => contactDeclinedMail(withdrawn(language)),
};
const MEMBER_MAILS = ["application_new", "application_digest", "application_answer_due"];

describe.each(Object.keys(MAILS))("%s", (template) => {
  const write = MAILS[template]!;

  it("has a subject, greeting, text and footer of its own in each language", async () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const content = write(language);
      const mail = await renderMailContent(content);
      expect(mail.subject.trim(), language).not.toBe("");
      subjects.add(mail.subject);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(content.footer, language).toBeTruthy();
      expect(mail.text).toContain(content.footer!);
      expect(mail.text).toContain(content.greeting);
      expect(mail.text).toContain("Beck & Söhne AG");
      // No placeholder left unfilled, no value missing.
      expect(mail.text).not.toMatch(/undefined|null|NaN|\{\{|\$\{/);
      // Swiss German (ADR 086).
      if (language === "de") expect(mail.text).not.toContain("ß");
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("names the applicant or the listing in the plain text", async () => {
    for (const language of LANGUAGES) {
      const { text } = await renderMailContent(write(language));
      expect(text).toContain("Bäcker/in EFZ");
      if (MEMBER_MAILS.includes(template)) expect(text).toContain("Mia Muster");
      else expect(text).toMatch(/^(Hallo|Bonjour|Ciao|Hello) Mia$/m);
    }
  });
});

describe("the mails to members", () => {
  it("never carry an email address or a phone number", async () => {
    for (const template of MEMBER_MAILS)
      for (const language of LANGUAGES) {
        const mail = await renderMailContent(MAILS[template]!(language));
        expect(mail.text, `${template} ${language}`).not.toContain("@");
        // The HTML has "@media" in its style: no address, though.
        expect(mail.html, `${template} ${language}`).not.toMatch(/[\w.+-]+@[\w-]+\.\w/);
        expect(mail.text, `${template} ${language}`).not.toMatch(/\+?\d[\d ]{8,}\d/);
        expect(mail.html).not.toContain("mailto:");
        expect(mail.html).not.toContain("tel:");
      }
  });

  it("link the profile and the member's mail setting, which says how to change it", async () => {
    const mail = await renderMailContent(newApplicationMail(newApplication("de")));
    expect(mail.subject).toBe("Neue Bewerbung für «Bäcker/in EFZ»: Mia Muster");
    expect(mail.text).toContain("Mia Muster hat sich bei Beck & Söhne AG als «Bäcker/in EFZ» beworben.");
    expect(mail.text).toContain(`Profil ansehen:\n${SITE}/de/org/candidates/application/41`);
    expect(mail.text).toContain(`E-Mails zu neuen Bewerbungen einstellen:\n${SITE}/de/org/settings/application-mails`);
    expect(mail.html).toContain(`href="${SITE}/de/org/settings/application-mails"`);
    const unsolicited = await renderMailContent(newApplicationMail(newApplication("fr", null)));
    expect(unsolicited.subject).toBe("Nouvelle candidature spontanée: Mia Muster");
    expect(unsolicited.text).toContain("Mia Muster a envoyé une candidature spontanée à Beck & Söhne AG.");
  });

  it("list each application of the digest with its listing, time and link", async () => {
    for (const language of LANGUAGES) {
      const { text } = await renderMailContent(applicationDigestMail(digest(language)));
      for (const a of digest(language).applications) {
        expect(text).toContain(`- ${a.applicantName}`);
        expect(text).toContain(a.link);
      }
      expect(text).toContain("Konditor/in");
      expect(text).toContain(`${SITE}/${language}/org/candidates\n`);
    }
    const de = await renderMailContent(applicationDigestMail(digest("de")));
    expect(de.subject).toBe("3 neue Bewerbungen bei Beck & Söhne AG");
    expect(de.text).toContain("- Mia Muster\n  «Bäcker/in EFZ» · eingegangen am 15.03.2027, 11:05");
    expect(de.text).toContain("- Luca Rossi\n  Spontanbewerbung · eingegangen am 15.03.2027, 16:30");
    const en = await renderMailContent(applicationDigestMail(digest("en")));
    expect(en.text).toContain("“Bäcker/in EFZ” · received on 15 Mar 2027, 11:05");
    const one = applicationDigestMail({ ...digest("it"), applications: digest("it").applications.slice(0, 1) });
    expect(one.subject).toBe("1 nuova candidatura presso Beck & Söhne AG");
  });

  it("give each pending application's Zurich closing day and the answer time", async () => {
    const closesOn: Record<TLanguage, string> = {
      de: "wird am 29. März 2027 geschlossen",
      fr: "close le 29 mars 2027",
      it: "sarà chiusa il 29 marzo 2027",
      en: "closes on 29 March 2027",
    };
    for (const language of LANGUAGES) {
      const { text } = await renderMailContent(answerDueMail(answerDue(language)));
      expect(text).toContain(closesOn[language]);
      expect(text).toContain("14");
      expect(text).toContain("- Mia Muster");
      expect(text).toContain("- Luca Rossi");
      expect(text).toContain(`${SITE}/${language}/org\n`);
    }
    const de = await renderMailContent(answerDueMail(answerDue("de")));
    expect(de.subject).toBe("2 Bewerbungen bei Beck & Söhne AG warten auf Antwort");
    expect(de.text).toContain("«Bäcker/in EFZ» · eingegangen am 1. März 2027 · wird am 29. März 2027 geschlossen");
    expect(de.text).toContain("Beck & Söhne AG beantwortet Bewerbungen in der Regel innert 14 Tagen.");
  });
});

describe("the mails to the applicant", () => {
  it("say in each language the day the data is deleted, when the application ends", async () => {
    for (const language of LANGUAGES) {
      for (const content of [
        closedUnansweredMail(closedUnanswered(language)),
        withdrawnByApplicantMail(withdrawn(language)),
        contactDeclinedMail(withdrawn(language)),
      ]) {
        const { text } = await renderMailContent(content);
        expect(text).toContain(LONG_DATE[language]);
        expect(text).toContain(DELETION_LINE[language]);
      }
      // Accepting a contact request ends nothing.
      expect((await renderMailContent(contactAcceptedMail(contactAccepted(language)))).text).not.toContain(
        LONG_DATE[language],
      );
    }
  });

  it("quote the standard message written in the employer's name when closed without an answer", async () => {
    const mail = await renderMailContent(closedUnansweredMail(closedUnanswered("de")));
    expect(mail.subject).toBe("Deine Bewerbung bei Beck & Söhne AG wurde ohne Antwort geschlossen");
    expect(mail.text).toContain("> Vielen Dank für Ihre Bewerbung und Ihr Interesse an unserem Unternehmen.");
    expect(mail.text).toContain("> Beck & Söhne AG\n");
    expect(mail.text).toContain("innert 14 Tagen");
    expect(mail.html).toContain("<blockquote");
    // An anonymous applicant has no page to link; a signed-in one does.
    expect(mail.text).not.toContain(SITE);
    const signedIn = await renderMailContent(
      closedUnansweredMail(closedUnanswered("en", `${SITE}/en/user/applications/41`)),
    );
    expect(signedIn.text).toContain(`View your application:\n${SITE}/en/user/applications/41`);
  });

  it("tell the applicant who accepted a contact request that the employer sees their email and phone", async () => {
    const texts: Record<TLanguage, string> = {
      de: "Beck & Söhne AG sieht jetzt deine E-Mail-Adresse und Telefonnummer",
      fr: "Beck & Söhne AG voit maintenant ton adresse e-mail et ton numéro de téléphone",
      it: "Ora Beck & Söhne AG vede il tuo indirizzo e-mail e il tuo numero di telefono",
      en: "Beck & Söhne AG now sees your email address and phone number",
    };
    for (const language of LANGUAGES) {
      const { text } = await renderMailContent(contactAcceptedMail(contactAccepted(language)));
      expect(text).toContain(texts[language]);
      expect(text).toContain(`${SITE}/${language}/user/applications/41`);
    }
  });

  it("say a withdrawal is final", async () => {
    const { subject, text } = await renderMailContent(withdrawnByApplicantMail(withdrawn("it")));
    expect(subject).toBe("Hai ritirato la tua candidatura presso Beck & Söhne AG");
    expect(text).toContain("È definitivo");
  });
});

describe("closedUnansweredMessage", () => {
  it("thanks in the employer's formal voice, in each language, signed with the company", () => {
    const formal: Record<TLanguage, RegExp> = {
      de: /Vielen Dank für Ihre Bewerbung/,
      fr: /Nous vous remercions de votre candidature/,
      it: /La ringraziamo per la Sua candidatura/,
      en: /Thank you for your application/,
    };
    const messages = new Set<string>();
    for (const language of LANGUAGES) {
      const message = closedUnansweredMessage(language, "Muster AG");
      expect(message).toMatch(formal[language]);
      expect(message.endsWith("\nMuster AG")).toBe(true);
      expect(message).not.toMatch(/\bdu\b|\btu\b|\bdein/);
      messages.add(message);
    }
    expect(messages.size).toBe(LANGUAGES.length);
    expect(closedUnansweredMessage("de", "X")).not.toContain("ß");
  });
});

describe("the final mails of the other steps say when the data is deleted", () => {
  const employer = { firstName: "Mia", companyName: "Beck & Söhne AG", title: "Bäcker/in EFZ", deletedOn: DELETED_ON };

  it("archived: with the employer's message quoted when there is one", async () => {
    for (const language of LANGUAGES) {
      const withMessage = await renderMailContent(
        mailTemplate("application_archived", language, { ...employer, link: null, message: "Danke!\nAlles Gute" }),
      );
      expect(withMessage.text).toContain(DELETION_LINE[language]);
      expect(withMessage.text).toContain("> Danke!\n> Alles Gute");
      const without = await renderMailContent(
        mailTemplate("application_archived", language, { ...employer, link: null, message: null }),
      );
      expect(without.text).toContain(DELETION_LINE[language]);
      expect(without.html).not.toContain("<blockquote");
    }
  });

  it("withdrawn by the organisation", async () => {
    for (const language of LANGUAGES) {
      const mail = await renderMailContent(
        mailTemplate("application_withdrawn_by_org", language, { ...employer, message: "Die Stelle ist besetzt." }),
      );
      expect(mail.text).toContain(DELETION_LINE[language]);
      expect(mail.text).toContain("> Die Stelle ist besetzt.");
    }
  });

  it("rejected; a contact request ends nothing and says nothing of it", async () => {
    const about = { to: "mia@example.com", firstName: "Mia", companyName: "Beck & Söhne AG", listingTitle: null };
    for (const language of LANGUAGES) {
      const rejected = await renderMailContent(
        rejectionMail({ ...about, language, message: "Leider nein.", deletedOn: DELETED_ON }),
      );
      expect(rejected.text).toContain(DELETION_LINE[language]);
      const request = await renderMailContent(
        contactRequestMail({ ...about, language, message: "Hallo", link: `${SITE}/${language}/x`, days: 14 }),
      );
      expect(request.text).not.toContain(LONG_DATE[language]);
    }
  });

  it("refuses a deletion day that is no date", () => {
    expect(() => withdrawnByApplicantMail({ ...withdrawn("de"), deletedOn: "15.03.2027" })).toThrow(RangeError);
  });
});

describe("the queue functions", () => {
  beforeEach(() => {
    queued.length = 0;
  });

  it("queue each mail under its template name, to its recipient, in their language", async () => {
    const ctx = {} as AppContext;
    await queueNewApplicationMail(ctx, newApplication("fr"));
    await queueApplicationDigestMail(ctx, digest("it"));
    await queueAnswerDueMail(ctx, answerDue("en"));
    await queueClosedUnansweredMail(ctx, closedUnanswered("de"));
    await queueContactAcceptedMail(ctx, contactAccepted("fr"));
    await queueWithdrawnByApplicantMail(ctx, withdrawn("it"));
    expect(queued.map((m) => [m.template, m.to, m.content.language])).toEqual([
      ["application_new", "member@example.com", "fr"],
      ["application_digest", "member@example.com", "it"],
      ["application_answer_due", "member@example.com", "en"],
      ["application_closed_unanswered", "mia@example.com", "de"],
      ["application_contact_accepted", "mia@example.com", "fr"],
      ["application_withdrawn_by_user", "mia@example.com", "it"],
    ]);
  });
});

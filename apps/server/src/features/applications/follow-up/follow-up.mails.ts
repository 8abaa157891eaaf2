/**
 * The mails of the follow-up of applications (issue 29), drawn in features/mail's layout and queued
 * with `queueMail` in the caller's transaction:
 * - to a member, in the member's language: a new application (instant), the daily digest of new
 *   applications, and the pending applications past the organisation's answer time. They name the
 *   applicant and the listing and link to the profile; they never carry the applicant's email or
 *   phone (the params have none);
 * - to the applicant, in their language: closed without an answer (with the standard message
 *   written in the employer's name), a contact request accepted, the application withdrawn. The
 *   final ones say the day the application's data is deleted.
 */
import { AUTO_CLOSE_AFTER_REMINDER_DAYS, type TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../../context";
import { hello, PRODUCT, type MailBlock, type MailContent } from "../../mail/mail.layout";
import { queueMail } from "../../mail/mail.service";
import { APPLIED_WITH_THIS_ADDRESS, deletedOnLine, mailDateTime, mailDayOf } from "../../mail/mail.templates";

/** To a member: a new application (instant). Never the applicant's email or phone. */
export interface NewApplicationMail {
  to: string;
  language: TLanguage;
  memberFirstName: string;
  organizationName: string;
  applicantName: string;
  /** The listing's or job's title; null for an unsolicited application. */
  title: string | null;
  /** the candidate profile */
  link: string;
  /** the member's mail setting page */
  settingsLink: string;
}

/** To a member: the daily digest (07:00) of the applications received since the last one. */
export interface ApplicationDigestMail {
  to: string;
  language: TLanguage;
  memberFirstName: string;
  organizationName: string;
  applications: { applicantName: string; title: string | null; receivedAt: Date; link: string }[];
  /** the candidates list */
  listLink: string;
  settingsLink: string;
}

/** To a member: pending applications passed the organisation's answer time; each closes at closesAt. */
export interface AnswerDueMail {
  to: string;
  language: TLanguage;
  memberFirstName: string;
  organizationName: string;
  answerDays: number;
  applications: { applicantName: string; title: string | null; receivedAt: Date; closesAt: Date; link: string }[];
  /** the list of applications about to be closed (org home) */
  closingListLink: string;
}

/** To the applicant: closed without an answer (quotes `message`, says the data is deleted on deletedOn). */
export interface ClosedUnansweredMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  title: string | null;
  /** The closing message, as `closedUnansweredMessage` wrote it. */
  message: string;
  /** The Zurich day ("YYYY-MM-DD") the application's data is deleted. */
  deletedOn: string;
  answerDays: number;
  /** signed-in applicant's page, null for anonymous */
  link: string | null;
}

/** To the applicant: they accepted a contact request; the employer now sees email and phone. */
export interface ContactAcceptedMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  title: string | null;
  link: string | null;
}

/** To the applicant: they withdrew; final; data deleted on deletedOn. */
export interface WithdrawnByApplicantMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  title: string | null;
  /** The Zurich day ("YYYY-MM-DD") the application's data is deleted. */
  deletedOn: string;
  link: string | null;
}

/** The words of the six mails in one language; functions where a text takes values. */
interface Texts {
  /** What an application was for, in a list: "«Bäcker/in»", or that it was unsolicited. */
  position: (title: string | null) => string;
  /** The label of the link to the applicant's own page. */
  viewApplication: string;
  /** The footer of the mails of new applications, and the label of the link to change them. */
  newApplicationsFooter: (org: string) => string;
  newApplicationsSettings: string;
  newApplication: {
    subject: (applicant: string, title: string | null) => string;
    intro: (applicant: string, org: string, title: string | null) => string;
    contactDetails: (applicant: string) => string;
    label: string;
  };
  digest: {
    subject: (n: number, org: string) => string;
    intro: (n: number, org: string) => string;
    detail: (position: string, receivedAt: string) => string;
    label: string;
  };
  answerDue: {
    subject: (n: number, org: string) => string;
    intro: (n: number, org: string, days: number) => string;
    detail: (position: string, receivedOn: string, closesOn: string) => string;
    consequences: (org: string) => string;
    label: string;
    footer: (org: string, days: number) => string;
  };
  closedUnanswered: {
    subject: (company: string) => string;
    intro: (company: string, title: string | null, days: number, after: number) => string;
    wish: string;
  };
  contactAccepted: {
    subject: (company: string) => string;
    body: (company: string, title: string | null) => string;
  };
  withdrawn: {
    subject: (company: string) => string;
    body: (company: string, title: string | null) => string;
  };
  contactDeclined: {
    subject: (company: string) => string;
    body: (company: string, title: string | null) => string;
  };
}

const TEXTS: Record<TLanguage, Texts> = {
  de: {
    position: (title) => (title ? `«${title}»` : "Spontanbewerbung"),
    viewApplication: "Bewerbung ansehen",
    newApplicationsFooter: (org) =>
      `Du erhältst diese E-Mail, weil für dich als Mitglied von ${org} auf ${PRODUCT} E-Mails zu neuen Bewerbungen eingestellt sind. Sofort, einmal täglich oder nie: Das änderst du über den Link oben.`,
    newApplicationsSettings: "E-Mails zu neuen Bewerbungen einstellen",
    newApplication: {
      subject: (applicant, title) =>
        title ? `Neue Bewerbung für «${title}»: ${applicant}` : `Neue Spontanbewerbung: ${applicant}`,
      intro: (applicant, org, title) =>
        title
          ? `${applicant} hat sich bei ${org} als «${title}» beworben.`
          : `${applicant} hat sich spontan bei ${org} beworben.`,
      contactDetails: (applicant) =>
        `E-Mail-Adresse und Telefonnummer siehst du, sobald ${applicant} eine Kontaktanfrage annimmt.`,
      label: "Profil ansehen",
    },
    digest: {
      subject: (n, org) => (n === 1 ? `1 neue Bewerbung bei ${org}` : `${n} neue Bewerbungen bei ${org}`),
      intro: (n, org) =>
        n === 1
          ? `Seit der letzten Übersicht ist bei ${org} eine neue Bewerbung eingegangen:`
          : `Seit der letzten Übersicht sind bei ${org} ${n} neue Bewerbungen eingegangen:`,
      detail: (position, receivedAt) => `${position} · eingegangen am ${receivedAt}`,
      label: "Alle Kandidat/innen ansehen",
    },
    answerDue: {
      subject: (n, org) =>
        n === 1 ? `Eine Bewerbung bei ${org} wartet auf Antwort` : `${n} Bewerbungen bei ${org} warten auf Antwort`,
      intro: (n, org, days) =>
        n === 1
          ? `${org} beantwortet Bewerbungen in der Regel innert ${days} Tagen. Diese Bewerbung wartet schon länger:`
          : `${org} beantwortet Bewerbungen in der Regel innert ${days} Tagen. Diese Bewerbungen warten schon länger:`,
      detail: (position, receivedOn, closesOn) =>
        `${position} · eingegangen am ${receivedOn} · wird am ${closesOn} geschlossen`,
      consequences: (org) =>
        `Antwortet bis dahin niemand, schliesst ${PRODUCT} die Bewerbung: Die Person erhält eine höfliche Standardnachricht im Namen von ${org}, und die Bewerbung zählt auf der Firmenseite von ${org} als nicht beantwortet. Antworten heisst: annehmen, eine Kontaktanfrage senden oder absagen.`,
      label: "Bald geschlossene Bewerbungen ansehen",
      footer: (org, days) =>
        `Du erhältst diese E-Mail als Mitglied von ${org} auf ${PRODUCT}, weil dort Bewerbungen länger als die Antwortzeit von ${days} Tagen warten.`,
    },
    closedUnanswered: {
      subject: (company) => `Deine Bewerbung bei ${company} wurde ohne Antwort geschlossen`,
      intro: (company, title, days, after) =>
        `${company} beantwortet Bewerbungen in der Regel innert ${days} Tagen, hat ${title ? `deine Bewerbung als «${title}»` : "deine Bewerbung"} aber auch ${after} Tage danach noch nicht beantwortet. Damit du nicht länger wartest, hat ${PRODUCT} die Bewerbung geschlossen, mit dieser Nachricht im Namen von ${company}:`,
      wish: "Wir wünschen dir viel Erfolg bei deiner weiteren Suche.",
    },
    contactAccepted: {
      subject: (company) => `Du hast die Kontaktanfrage von ${company} angenommen`,
      body: (company, title) =>
        `Du hast die Kontaktanfrage von ${company} zu ${title ? `deiner Bewerbung als «${title}»` : "deiner Bewerbung"} angenommen. ${company} sieht jetzt deine E-Mail-Adresse und Telefonnummer und kann sich direkt bei dir melden.`,
    },
    withdrawn: {
      subject: (company) => `Du hast deine Bewerbung bei ${company} zurückgezogen`,
      body: (company, title) =>
        `Du hast ${title ? `deine Bewerbung als «${title}»` : "deine Bewerbung"} bei ${company} zurückgezogen. Das ist endgültig: Die Bewerbung ist beendet.`,
    },
    contactDeclined: {
      subject: (company) => `Du hast die Kontaktanfrage von ${company} abgelehnt`,
      body: (company, title) =>
        `Du hast die Kontaktanfrage von ${company} abgelehnt. Damit ist ${title ? `deine Bewerbung als «${title}»` : "deine Bewerbung"} beendet; ${company} sieht deine Kontaktdaten nicht.`,
    },
  },
  fr: {
    position: (title) => (title ? `«${title}»` : "Candidature spontanée"),
    viewApplication: "Voir la candidature",
    newApplicationsFooter: (org) =>
      `Tu reçois cet e-mail parce que les e-mails sur les nouvelles candidatures sont activés pour toi en tant que membre de ${org} sur ${PRODUCT}. Immédiatement, une fois par jour ou jamais: tu peux changer cela avec le lien ci-dessus.`,
    newApplicationsSettings: "Régler les e-mails sur les nouvelles candidatures",
    newApplication: {
      subject: (applicant, title) =>
        title ? `Nouvelle candidature pour «${title}»: ${applicant}` : `Nouvelle candidature spontanée: ${applicant}`,
      intro: (applicant, org, title) =>
        title
          ? `${applicant} a postulé chez ${org} pour «${title}».`
          : `${applicant} a envoyé une candidature spontanée à ${org}.`,
      contactDetails: (applicant) =>
        `Tu vois l'adresse e-mail et le numéro de téléphone dès que ${applicant} accepte une demande de contact.`,
      label: "Voir le profil",
    },
    digest: {
      subject: (n, org) => (n === 1 ? `1 nouvelle candidature chez ${org}` : `${n} nouvelles candidatures chez ${org}`),
      intro: (n, org) =>
        n === 1
          ? `Depuis le dernier récapitulatif, ${org} a reçu une nouvelle candidature:`
          : `Depuis le dernier récapitulatif, ${org} a reçu ${n} nouvelles candidatures:`,
      detail: (position, receivedAt) => `${position} · reçue le ${receivedAt}`,
      label: "Voir la liste des candidat·es",
    },
    answerDue: {
      subject: (n, org) =>
        n === 1
          ? `Une candidature chez ${org} attend une réponse`
          : `${n} candidatures chez ${org} attendent une réponse`,
      intro: (n, org, days) =>
        n === 1
          ? `${org} répond en général aux candidatures dans un délai de ${days} jours. Cette candidature attend depuis plus longtemps:`
          : `${org} répond en général aux candidatures dans un délai de ${days} jours. Ces candidatures attendent depuis plus longtemps:`,
      detail: (position, receivedOn, closesOn) => `${position} · reçue le ${receivedOn} · close le ${closesOn}`,
      consequences: (org) =>
        `Sans réponse d'ici là, ${PRODUCT} clôture la candidature: la personne reçoit un message standard poli au nom de ${org}, et la candidature compte comme sans réponse sur la page entreprise de ${org}. Répondre, c'est accepter, envoyer une demande de contact ou refuser.`,
      label: "Voir les candidatures bientôt closes",
      footer: (org, days) =>
        `Tu reçois cet e-mail en tant que membre de ${org} sur ${PRODUCT}, parce que des candidatures y attendent depuis plus longtemps que le délai de réponse de ${days} jours.`,
    },
    closedUnanswered: {
      subject: (company) => `Ta candidature chez ${company} a été close sans réponse`,
      intro: (company, title, days, after) =>
        `${company} répond en général aux candidatures dans un délai de ${days} jours, mais n'a pas répondu à ${title ? `ta candidature pour «${title}»` : "ta candidature"}, même ${after} jours plus tard. Pour que tu n'attendes pas plus longtemps, ${PRODUCT} a clôturé la candidature, avec ce message au nom de ${company}:`,
      wish: "Nous te souhaitons plein succès dans ta recherche.",
    },
    contactAccepted: {
      subject: (company) => `Tu as accepté la demande de contact de ${company}`,
      body: (company, title) =>
        `Tu as accepté la demande de contact de ${company} concernant ${title ? `ta candidature pour «${title}»` : "ta candidature"}. ${company} voit maintenant ton adresse e-mail et ton numéro de téléphone et peut te contacter directement.`,
    },
    withdrawn: {
      subject: (company) => `Tu as retiré ta candidature chez ${company}`,
      body: (company, title) =>
        `Tu as retiré ${title ? `ta candidature pour «${title}»` : "ta candidature"} chez ${company}. C'est définitif: la candidature est terminée.`,
    },
    contactDeclined: {
      subject: (company) => `Tu as refusé la demande de contact de ${company}`,
      body: (company, title) =>
        `Tu as refusé la demande de contact de ${company}. ${title ? `Ta candidature pour «${title}»` : "Ta candidature"} prend donc fin; ${company} ne voit pas tes coordonnées.`,
    },
  },
  it: {
    position: (title) => (title ? `«${title}»` : "Candidatura spontanea"),
    viewApplication: "Vedi la candidatura",
    newApplicationsFooter: (org) =>
      `Ricevi questa e-mail perché per te, come membro di ${org} su ${PRODUCT}, sono attive le e-mail sulle nuove candidature. Subito, una volta al giorno o mai: puoi cambiarlo con il link qui sopra.`,
    newApplicationsSettings: "Imposta le e-mail sulle nuove candidature",
    newApplication: {
      subject: (applicant, title) =>
        title ? `Nuova candidatura per «${title}»: ${applicant}` : `Nuova candidatura spontanea: ${applicant}`,
      intro: (applicant, org, title) =>
        title
          ? `${applicant} ha inviato una candidatura a ${org} per «${title}».`
          : `${applicant} ha inviato una candidatura spontanea a ${org}.`,
      contactDetails: (applicant) =>
        `Vedi l'indirizzo e-mail e il numero di telefono non appena ${applicant} accetta una richiesta di contatto.`,
      label: "Vedi il profilo",
    },
    digest: {
      subject: (n, org) => (n === 1 ? `1 nuova candidatura presso ${org}` : `${n} nuove candidature presso ${org}`),
      intro: (n, org) =>
        n === 1
          ? `Dall'ultimo riepilogo ${org} ha ricevuto una nuova candidatura:`
          : `Dall'ultimo riepilogo ${org} ha ricevuto ${n} nuove candidature:`,
      detail: (position, receivedAt) => `${position} · ricevuta il ${receivedAt}`,
      label: "Vedi tutti i candidati",
    },
    answerDue: {
      subject: (n, org) =>
        n === 1
          ? `Una candidatura presso ${org} attende una risposta`
          : `${n} candidature presso ${org} attendono una risposta`,
      intro: (n, org, days) =>
        n === 1
          ? `${org} di solito risponde alle candidature entro ${days} giorni. Questa candidatura attende da più tempo:`
          : `${org} di solito risponde alle candidature entro ${days} giorni. Queste candidature attendono da più tempo:`,
      detail: (position, receivedOn, closesOn) =>
        `${position} · ricevuta il ${receivedOn} · sarà chiusa il ${closesOn}`,
      consequences: (org) =>
        `Se nessuno risponde entro quella data, ${PRODUCT} chiude la candidatura: la persona riceve un messaggio standard cortese a nome di ${org} e la candidatura conta come senza risposta sulla pagina aziendale di ${org}. Rispondere significa accettare, inviare una richiesta di contatto o respingere.`,
      label: "Vedi le candidature in chiusura",
      footer: (org, days) =>
        `Ricevi questa e-mail come membro di ${org} su ${PRODUCT}, perché delle candidature vi attendono da più del tempo di risposta di ${days} giorni.`,
    },
    closedUnanswered: {
      subject: (company) => `La tua candidatura presso ${company} è stata chiusa senza risposta`,
      intro: (company, title, days, after) =>
        `${company} di solito risponde alle candidature entro ${days} giorni, ma non ha risposto ${title ? `alla tua candidatura per «${title}»` : "alla tua candidatura"} nemmeno ${after} giorni dopo. Perché tu non debba aspettare oltre, ${PRODUCT} ha chiuso la candidatura, con questo messaggio a nome di ${company}:`,
      wish: "Ti auguriamo molto successo nella tua ricerca.",
    },
    contactAccepted: {
      subject: (company) => `Hai accettato la richiesta di contatto di ${company}`,
      body: (company, title) =>
        `Hai accettato la richiesta di contatto di ${company} relativa ${title ? `alla tua candidatura per «${title}»` : "alla tua candidatura"}. Ora ${company} vede il tuo indirizzo e-mail e il tuo numero di telefono e può contattarti direttamente.`,
    },
    withdrawn: {
      subject: (company) => `Hai ritirato la tua candidatura presso ${company}`,
      body: (company, title) =>
        `Hai ritirato ${title ? `la tua candidatura per «${title}»` : "la tua candidatura"} presso ${company}. È definitivo: la candidatura è conclusa.`,
    },
    contactDeclined: {
      subject: (company) => `Hai rifiutato la richiesta di contatto di ${company}`,
      body: (company, title) =>
        `Hai rifiutato la richiesta di contatto di ${company}. ${title ? `La tua candidatura per «${title}»` : "La tua candidatura"} si conclude quindi; ${company} non vede i tuoi dati di contatto.`,
    },
  },
  en: {
    position: (title) => (title ? `“${title}”` : "Unsolicited application"),
    viewApplication: "View your application",
    newApplicationsFooter: (org) =>
      `You get this email because emails about new applications are on for you as a member of ${org} on ${PRODUCT}. Instantly, once a day or never: change it through the link above.`,
    newApplicationsSettings: "Change emails about new applications",
    newApplication: {
      subject: (applicant, title) =>
        title ? `New application for “${title}”: ${applicant}` : `New unsolicited application: ${applicant}`,
      intro: (applicant, org, title) =>
        title
          ? `${applicant} applied to ${org} for “${title}”.`
          : `${applicant} sent an unsolicited application to ${org}.`,
      contactDetails: (applicant) =>
        `You see the email address and phone number once ${applicant} accepts a contact request.`,
      label: "View the profile",
    },
    digest: {
      subject: (n, org) => (n === 1 ? `1 new application at ${org}` : `${n} new applications at ${org}`),
      intro: (n, org) =>
        n === 1
          ? `Since the last summary, ${org} received one new application:`
          : `Since the last summary, ${org} received ${n} new applications:`,
      detail: (position, receivedAt) => `${position} · received on ${receivedAt}`,
      label: "View all candidates",
    },
    answerDue: {
      subject: (n, org) =>
        n === 1
          ? `An application at ${org} is waiting for an answer`
          : `${n} applications at ${org} are waiting for an answer`,
      intro: (n, org, days) =>
        n === 1
          ? `${org} usually answers applications within ${days} days. This one has been waiting longer:`
          : `${org} usually answers applications within ${days} days. These have been waiting longer:`,
      detail: (position, receivedOn, closesOn) => `${position} · received on ${receivedOn} · closes on ${closesOn}`,
      consequences: (org) =>
        `If nobody answers by then, ${PRODUCT} closes the application: the applicant gets a polite standard message in the name of ${org}, and the application counts as unanswered on the company page of ${org}. Answering means accepting, sending a contact request or rejecting.`,
      label: "View applications about to close",
      footer: (org, days) =>
        `You get this email as a member of ${org} on ${PRODUCT}, because applications there have been waiting longer than its answer time of ${days} days.`,
    },
    closedUnanswered: {
      subject: (company) => `Your application to ${company} was closed without an answer`,
      intro: (company, title, days, after) =>
        `${company} usually answers applications within ${days} days, but had still not answered ${title ? `your application for “${title}”` : "your application"} ${after} days later. So that you do not wait any longer, ${PRODUCT} has closed the application, with this message in the name of ${company}:`,
      wish: "We wish you every success with your search.",
    },
    contactAccepted: {
      subject: (company) => `You accepted the contact request from ${company}`,
      body: (company, title) =>
        `You accepted the contact request from ${company} about ${title ? `your application for “${title}”` : "your application"}. ${company} now sees your email address and phone number and can contact you directly.`,
    },
    withdrawn: {
      subject: (company) => `You withdrew your application to ${company}`,
      body: (company, title) =>
        title
          ? `You withdrew your application for “${title}” at ${company}. This is final: the application has ended.`
          : `You withdrew your application to ${company}. This is final: the application has ended.`,
    },
    contactDeclined: {
      subject: (company) => `You declined the contact request from ${company}`,
      body: (company, title) =>
        `You declined the contact request from ${company}. ${title ? `Your application for “${title}”` : "Your application"} has therefore ended; ${company} does not see your contact details.`,
    },
  },
};

/**
 * The standard closing message of an application closed without an answer, stored as its closing
 * message: written in the employer's name and formal voice, as its rejection template is (ADR 086),
 * thanking, without blame, with good wishes.
 */
const CLOSED_UNANSWERED_LETTER: Record<TLanguage, (company: string) => string> = {
  de: (company) =>
    `Guten Tag\n\nVielen Dank für Ihre Bewerbung und Ihr Interesse an unserem Unternehmen. Leider konnten wir Ihre Bewerbung nicht in der versprochenen Zeit beantworten. Damit Sie nicht länger auf eine Antwort warten, schliessen wir sie hiermit ab.\n\nFür Ihre weitere Suche wünschen wir Ihnen viel Erfolg.\n\nFreundliche Grüsse\n${company}`,
  fr: (company) =>
    `Bonjour\n\nNous vous remercions de votre candidature et de l'intérêt que vous portez à notre entreprise. Malheureusement, nous n'avons pas pu y répondre dans le délai promis. Afin que vous n'attendiez pas plus longtemps une réponse, nous la clôturons par ce message.\n\nNous vous souhaitons plein succès dans vos recherches.\n\nMeilleures salutations\n${company}`,
  it: (company) =>
    `Buongiorno\n\nLa ringraziamo per la Sua candidatura e per l'interesse dimostrato per la nostra azienda. Purtroppo non siamo riusciti a risponderLe entro il termine promesso. Affinché non debba attendere oltre una risposta, la chiudiamo con questo messaggio.\n\nLe auguriamo molto successo nella Sua ricerca.\n\nCordiali saluti\n${company}`,
  en: (company) =>
    `Hello\n\nThank you for your application and for your interest in working with us. Unfortunately, we were not able to answer it within the time we promised. So that you do not wait any longer for an answer, we are closing it with this message.\n\nWe wish you every success with your search.\n\nKind regards\n${company}`,
};

/** The polite standard message stored as the closing message of an application closed without an answer. */
export function closedUnansweredMessage(language: TLanguage, companyName: string): string {
  return CLOSED_UNANSWERED_LETTER[language](companyName);
}

/** The link to the applicant's own page, when they have one. */
function applicationLink(language: TLanguage, link: string | null): MailBlock[] {
  return link ? [{ link, label: TEXTS[language].viewApplication }] : [];
}

/** Template `application_new`. */
export function newApplicationMail(m: NewApplicationMail): MailContent {
  const x = TEXTS[m.language];
  return {
    language: m.language,
    subject: x.newApplication.subject(m.applicantName, m.title),
    greeting: hello(m.language, m.memberFirstName),
    blocks: [
      x.newApplication.intro(m.applicantName, m.organizationName, m.title),
      { link: m.link, label: x.newApplication.label },
      x.newApplication.contactDetails(m.applicantName),
    ],
    footer: x.newApplicationsFooter(m.organizationName),
    unsubscribe: { link: m.settingsLink, label: x.newApplicationsSettings },
  };
}

/** Template `application_digest`: each application a linked item, oldest first as given. */
export function applicationDigestMail(m: ApplicationDigestMail): MailContent {
  const x = TEXTS[m.language];
  const n = m.applications.length;
  return {
    language: m.language,
    subject: x.digest.subject(n, m.organizationName),
    greeting: hello(m.language, m.memberFirstName),
    blocks: [
      x.digest.intro(n, m.organizationName),
      {
        items: m.applications.map((a) => ({
          title: a.applicantName,
          detail: x.digest.detail(x.position(a.title), mailDateTime(m.language, a.receivedAt)),
          link: a.link,
        })),
      },
      { link: m.listLink, label: x.digest.label },
    ],
    footer: x.newApplicationsFooter(m.organizationName),
    unsubscribe: { link: m.settingsLink, label: x.newApplicationsSettings },
  };
}

/** Template `application_answer_due`. */
export function answerDueMail(m: AnswerDueMail): MailContent {
  const x = TEXTS[m.language].answerDue;
  const position = TEXTS[m.language].position;
  return {
    language: m.language,
    subject: x.subject(m.applications.length, m.organizationName),
    greeting: hello(m.language, m.memberFirstName),
    blocks: [
      x.intro(m.applications.length, m.organizationName, m.answerDays),
      {
        items: m.applications.map((a) => ({
          title: a.applicantName,
          detail: x.detail(position(a.title), mailDayOf(m.language, a.receivedAt), mailDayOf(m.language, a.closesAt)),
          link: a.link,
        })),
      },
      x.consequences(m.organizationName),
      { link: m.closingListLink, label: x.label },
    ],
    footer: x.footer(m.organizationName, m.answerDays),
  };
}

/** Template `application_closed_unanswered`. */
export function closedUnansweredMail(m: ClosedUnansweredMail): MailContent {
  const x = TEXTS[m.language].closedUnanswered;
  return {
    language: m.language,
    subject: x.subject(m.companyName),
    greeting: hello(m.language, m.firstName),
    blocks: [
      x.intro(m.companyName, m.title, m.answerDays, AUTO_CLOSE_AFTER_REMINDER_DAYS),
      { quote: m.message },
      deletedOnLine(m.language, m.deletedOn),
      x.wish,
      ...applicationLink(m.language, m.link),
    ],
    footer: APPLIED_WITH_THIS_ADDRESS[m.language],
  };
}

/** Template `application_contact_accepted`. */
export function contactAcceptedMail(m: ContactAcceptedMail): MailContent {
  const x = TEXTS[m.language].contactAccepted;
  return {
    language: m.language,
    subject: x.subject(m.companyName),
    greeting: hello(m.language, m.firstName),
    blocks: [x.body(m.companyName, m.title), ...applicationLink(m.language, m.link)],
    footer: APPLIED_WITH_THIS_ADDRESS[m.language],
  };
}

/** Template `application_withdrawn_by_user`. */
export function withdrawnByApplicantMail(m: WithdrawnByApplicantMail): MailContent {
  const x = TEXTS[m.language].withdrawn;
  return {
    language: m.language,
    subject: x.subject(m.companyName),
    greeting: hello(m.language, m.firstName),
    blocks: [
      x.body(m.companyName, m.title),
      deletedOnLine(m.language, m.deletedOn),
      ...applicationLink(m.language, m.link),
    ],
    footer: APPLIED_WITH_THIS_ADDRESS[m.language],
  };
}

/** To the applicant: they declined a contact request, which ends the application (final; data deleted on deletedOn). */
export type ContactDeclinedMail = WithdrawnByApplicantMail;

/** Template `application_contact_declined`. */
export function contactDeclinedMail(m: ContactDeclinedMail): MailContent {
  const x = TEXTS[m.language].contactDeclined;
  return {
    language: m.language,
    subject: x.subject(m.companyName),
    greeting: hello(m.language, m.firstName),
    blocks: [
      x.body(m.companyName, m.title),
      deletedOnLine(m.language, m.deletedOn),
      ...applicationLink(m.language, m.link),
    ],
    footer: APPLIED_WITH_THIS_ADDRESS[m.language],
  };
}

export async function queueNewApplicationMail(ctx: AppContext, m: NewApplicationMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_new", content: newApplicationMail(m) });
}

export async function queueApplicationDigestMail(ctx: AppContext, m: ApplicationDigestMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_digest", content: applicationDigestMail(m) });
}

export async function queueAnswerDueMail(ctx: AppContext, m: AnswerDueMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_answer_due", content: answerDueMail(m) });
}

export async function queueClosedUnansweredMail(ctx: AppContext, m: ClosedUnansweredMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_closed_unanswered", content: closedUnansweredMail(m) });
}

export async function queueContactAcceptedMail(ctx: AppContext, m: ContactAcceptedMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_contact_accepted", content: contactAcceptedMail(m) });
}

export async function queueWithdrawnByApplicantMail(ctx: AppContext, m: WithdrawnByApplicantMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_withdrawn_by_user", content: withdrawnByApplicantMail(m) });
}

export async function queueContactDeclinedMail(ctx: AppContext, m: ContactDeclinedMail): Promise<void> {
  await queueMail(ctx, { to: m.to, template: "application_contact_declined", content: contactDeclinedMail(m) });
}

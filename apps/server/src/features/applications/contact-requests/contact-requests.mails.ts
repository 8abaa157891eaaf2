/**
 * The mails of this feature, to the applicant in their language: a contact request with its
 * accept link, and a rejection with the employer's message, quoted as plain text, and the day the
 * application's data is deleted. Drawn in features/mail's layout and queued with `queueMail` in
 * the caller's transaction.
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../../context";
import { hello, type MailContent } from "../../mail/mail.layout";
import { queueMail } from "../../mail/mail.service";
import { APPLIED_WITH_THIS_ADDRESS, deletedOnLine } from "../../mail/mail.templates";

function mail(language: TLanguage, subject: string, greeting: string, blocks: MailContent["blocks"]): MailContent {
  return { language, subject, greeting, blocks, footer: APPLIED_WITH_THIS_ADDRESS[language] };
}

/** The texts of both mails, per language; `about` is what the application was for (`appliedFor`). */
const TEXTS: Record<
  TLanguage,
  {
    /** "deine Bewerbung bei …" or "deine Bewerbung als «…» bei …". */
    appliedFor: (companyName: string, listingTitle: string | null) => string;
    contact: {
      subject: (company: string) => string;
      intro: (company: string, about: string) => string;
      consequences: (company: string, days: number) => string;
      label: string;
    };
    rejection: {
      subject: (about: string) => string;
      intro: (company: string, about: string) => string;
      wish: string;
    };
  }
> = {
  de: {
    appliedFor: (companyName, listingTitle) =>
      listingTitle ? `deine Bewerbung als «${listingTitle}» bei ${companyName}` : `deine Bewerbung bei ${companyName}`,
    contact: {
      subject: (company) => `${company} möchte mit dir in Kontakt treten`,
      intro: (company, about) => `${company} hat ${about} gelesen und möchte mit dir in Kontakt treten. Die Nachricht:`,
      consequences: (company, days) =>
        `Nimmst du die Anfrage an, sieht ${company} deine E-Mail-Adresse und Telefonnummer. Lehnst du sie ab, ist deine Bewerbung beendet. Der Link gilt ${days} Tage und nur einmal.`,
      label: "Anfrage ansehen und beantworten",
    },
    rejection: {
      subject: (about) => `Absage: ${about.replace(/^deine /, "Deine ")}`,
      intro: (company, about) => `${company} hat ${about} abgesagt und schreibt dir:`,
      wish: "Wir wünschen dir viel Erfolg bei deiner weiteren Suche.",
    },
  },
  fr: {
    appliedFor: (companyName, listingTitle) =>
      listingTitle ? `ta candidature pour «${listingTitle}» chez ${companyName}` : `ta candidature chez ${companyName}`,
    contact: {
      subject: (company) => `${company} aimerait te contacter`,
      intro: (company, about) => `${company} a lu ${about} et aimerait entrer en contact avec toi. Son message:`,
      consequences: (company, days) =>
        `Si tu acceptes la demande, ${company} voit ton adresse e-mail et ton numéro de téléphone. Si tu la refuses, ta candidature prend fin. Le lien est valable ${days} jours et une seule fois.`,
      label: "Voir la demande et y répondre",
    },
    rejection: {
      subject: (about) => `Réponse à ${about}`,
      intro: (company, about) => `${company} a décidé de ne pas donner suite à ${about} et t'écrit:`,
      wish: "Nous te souhaitons plein succès dans ta recherche.",
    },
  },
  it: {
    appliedFor: (companyName, listingTitle) =>
      listingTitle
        ? `la tua candidatura per «${listingTitle}» presso ${companyName}`
        : `la tua candidatura presso ${companyName}`,
    contact: {
      subject: (company) => `${company} vorrebbe contattarti`,
      intro: (company, about) => `${company} ha letto ${about} e vorrebbe mettersi in contatto con te. Il messaggio:`,
      consequences: (company, days) =>
        `Se accetti la richiesta, ${company} vede il tuo indirizzo e-mail e il tuo numero di telefono. Se la rifiuti, la tua candidatura si conclude. Il link è valido ${days} giorni e una sola volta.`,
      label: "Vedi la richiesta e rispondi",
    },
    rejection: {
      subject: (about) => `Esito della ${about.replace(/^la /, "")}`,
      intro: (company, about) => `${company} ha esaminato ${about}, ha deciso di non proseguire e ti scrive:`,
      wish: "Ti auguriamo molto successo nella tua ricerca.",
    },
  },
  en: {
    appliedFor: (companyName, listingTitle) =>
      listingTitle ? `your application for “${listingTitle}” at ${companyName}` : `your application to ${companyName}`,
    contact: {
      subject: (company) => `${company} would like to get in touch`,
      intro: (company, about) => `${company} has read ${about} and would like to get in touch with you. Their message:`,
      consequences: (company, days) =>
        `If you accept, ${company} sees your email address and phone number. If you decline, your application ends. The link works once, for ${days} days.`,
      label: "View and answer the request",
    },
    rejection: {
      subject: (about) => `Update on ${about}`,
      intro: (company, about) => `${company} has decided not to go ahead with ${about} and writes:`,
      wish: "We wish you every success with your search.",
    },
  },
};

/** What the application was for: "Bäcker/in (Muster AG)" or the company alone. */
function appliedFor(language: TLanguage, companyName: string, listingTitle: string | null): string {
  return TEXTS[language].appliedFor(companyName, listingTitle);
}

/** What both mails say: to whom, about what, and the employer's message. */
interface EmployerMessageMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  listingTitle: string | null;
  message: string;
}

/** The rejection ends the application: it says when its data is deleted (Zurich day, "YYYY-MM-DD"). */
export interface RejectionMail extends EmployerMessageMail {
  deletedOn: string;
}

/** A contact request, with the link to answer it and its validity. */
export interface ContactRequestMail extends EmployerMessageMail {
  link: string;
  days: number;
}

export function contactRequestMail(p: ContactRequestMail): MailContent {
  const x = TEXTS[p.language].contact;
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return mail(p.language, x.subject(p.companyName), hello(p.language, p.firstName), [
    x.intro(p.companyName, about),
    { quote: p.message },
    x.consequences(p.companyName, p.days),
    { link: p.link, label: x.label },
  ]);
}

export function rejectionMail(p: RejectionMail): MailContent {
  const x = TEXTS[p.language].rejection;
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return mail(p.language, x.subject(about), hello(p.language, p.firstName), [
    x.intro(p.companyName, about),
    { quote: p.message },
    deletedOnLine(p.language, p.deletedOn),
    x.wish,
  ]);
}

/** Queues the contact request's mail in the caller's transaction. */
export async function queueContactRequestMail(ctx: AppContext, mail: ContactRequestMail): Promise<void> {
  await queueMail(ctx, { to: mail.to, template: "contact_request", content: contactRequestMail(mail) });
}

/** Queues the rejection's mail in the caller's transaction. */
export async function queueRejectionMail(ctx: AppContext, mail: RejectionMail): Promise<void> {
  await queueMail(ctx, { to: mail.to, template: "application_rejected", content: rejectionMail(mail) });
}

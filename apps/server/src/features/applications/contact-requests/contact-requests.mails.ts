/**
 * The mails of this feature, to the applicant in their language: a contact request with its
 * accept link, and a rejection with the employer's message, quoted as plain text. Drawn in
 * features/mail's layout and queued with `queueMail` in the caller's transaction.
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../../context";
import { hello, PRODUCT, type MailContent } from "../../mail/mail.layout";
import { queueMail } from "../../mail/mail.service";

const APPLIED_WITH_THIS_ADDRESS: Record<TLanguage, string> = {
  de: `Du erhältst diese E-Mail, weil du dich mit dieser Adresse über ${PRODUCT} beworben hast.`,
  en: `You get this email because you applied with this address through ${PRODUCT}.`,
};

function mail(language: TLanguage, subject: string, greeting: string, blocks: MailContent["blocks"]): MailContent {
  return { language, subject, greeting, blocks, footer: APPLIED_WITH_THIS_ADDRESS[language] };
}

/** What the application was for: "Bäcker/in (Muster AG)" or the company alone. */
function appliedFor(language: TLanguage, companyName: string, listingTitle: string | null): string {
  if (!listingTitle)
    return language === "de" ? `deine Bewerbung bei ${companyName}` : `your application to ${companyName}`;
  return language === "de"
    ? `deine Bewerbung als «${listingTitle}» bei ${companyName}`
    : `your application for “${listingTitle}” at ${companyName}`;
}

/** The rejection: to whom, about what, and the employer's message. */
export interface RejectionMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  listingTitle: string | null;
  message: string;
}

/** A contact request says the same, with the link to answer it and its validity. */
export interface ContactRequestMail extends RejectionMail {
  link: string;
  days: number;
}

export function contactRequestMail(p: ContactRequestMail): MailContent {
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return p.language === "de"
    ? mail(p.language, `${p.companyName} möchte mit dir in Kontakt treten`, hello(p.language, p.firstName), [
        `${p.companyName} hat ${about} gelesen und möchte mit dir in Kontakt treten. Die Nachricht:`,
        { quote: p.message },
        `Nimmst du die Anfrage an, sieht ${p.companyName} deine E-Mail-Adresse und Telefonnummer. Lehnst du sie ab, ist deine Bewerbung beendet. Der Link gilt ${p.days} Tage und nur einmal.`,
        { link: p.link, label: "Anfrage ansehen und beantworten" },
      ])
    : mail(p.language, `${p.companyName} would like to get in touch`, hello(p.language, p.firstName), [
        `${p.companyName} has read ${about} and would like to get in touch with you. Their message:`,
        { quote: p.message },
        `If you accept, ${p.companyName} sees your email address and phone number. If you decline, your application ends. The link works once, for ${p.days} days.`,
        { link: p.link, label: "View and answer the request" },
      ]);
}

export function rejectionMail(p: RejectionMail): MailContent {
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return p.language === "de"
    ? mail(p.language, `Absage: ${about.replace(/^deine /, "Deine ")}`, hello(p.language, p.firstName), [
        `${p.companyName} hat ${about} abgesagt und schreibt dir:`,
        { quote: p.message },
        "Wir wünschen dir viel Erfolg bei deiner weiteren Suche.",
      ])
    : mail(p.language, `Update on ${about}`, hello(p.language, p.firstName), [
        `${p.companyName} has decided not to go ahead with ${about} and writes:`,
        { quote: p.message },
        "We wish you every success with your search.",
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

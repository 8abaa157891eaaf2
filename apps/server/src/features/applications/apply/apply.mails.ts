/**
 * The applicant's mail of the apply step (confirmation; for an anonymous applicant with the magic
 * link to the read-only status page), queued with `queueMail` in the application's transaction and
 * drawn in features/mail's layout (ADR 022).
 */
import { APPLICATION_RETENTION, type TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../../context";
import { hello, PRODUCT, type MailBlock, type MailContent } from "../../mail/mail.layout";
import { queueMail } from "../../mail/mail.service";

export interface ConfirmationMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  /** The listing's or job's title; none for an unsolicited application to the company. */
  position: string | null;
  /** The anonymous applicant's status-page link; a signed-in seeker finds it under "My career". */
  statusLink: string | null;
  myCareerLink: string | null;
  /** The organisation's retention period for closed applications (`application_retention_days`, null → the default). */
  retentionDays: number | null;
}

/** The confirmation's texts, per language. */
const TEXTS: Record<
  TLanguage,
  {
    toPosition: (position: string, company: string) => string;
    unsolicited: (company: string) => string;
    thanks: (what: string) => string;
    statusIntro: string;
    statusLabel: string;
    myCareerLabel: string;
    retention: (days: number) => string;
    subject: (company: string) => string;
    footer: string;
  }
> = {
  de: {
    toPosition: (position, company) => `deine Bewerbung als «${position}» bei ${company}`,
    unsolicited: (company) => `deine Spontanbewerbung bei ${company}`,
    thanks: (what) => `Danke! Wir haben ${what} erhalten und an die Firma weitergeleitet. Sie meldet sich bei dir.`,
    statusIntro:
      "Über diesen persönlichen Link siehst du jederzeit den Stand deiner Bewerbung und kannst sie zurückziehen – ohne Konto. Gib ihn nicht weiter.",
    statusLabel: "Stand der Bewerbung ansehen",
    myCareerLabel: "Meine Bewerbungen",
    retention: (days) =>
      `Wird die Bewerbung abgelehnt oder ziehst du sie zurück, löschen wir deine Daten nach ${days} Tagen.`,
    subject: (company) => `Bewerbung bei ${company} eingegangen`,
    footer: `Du erhältst diese E-Mail, weil du dich mit dieser Adresse auf ${PRODUCT} beworben hast.`,
  },
  fr: {
    toPosition: (position, company) => `ta candidature pour «${position}» chez ${company}`,
    unsolicited: (company) => `ta candidature spontanée chez ${company}`,
    thanks: (what) => `Merci! Nous avons reçu ${what} et l'avons transmise à l'entreprise. Elle te recontactera.`,
    statusIntro:
      "Avec ce lien personnel, tu vois à tout moment où en est ta candidature et tu peux la retirer – sans compte. Ne le transmets pas.",
    statusLabel: "Voir l'état de la candidature",
    myCareerLabel: "Mes candidatures",
    retention: (days) =>
      `Si la candidature est refusée ou si tu la retires, nous supprimons tes données après ${days} jours.`,
    subject: (company) => `Candidature chez ${company} reçue`,
    footer: `Tu reçois cet e-mail parce que tu as postulé avec cette adresse sur ${PRODUCT}.`,
  },
  it: {
    toPosition: (position, company) => `la tua candidatura per «${position}» presso ${company}`,
    unsolicited: (company) => `la tua candidatura spontanea presso ${company}`,
    thanks: (what) => `Grazie! Abbiamo ricevuto ${what} e l'abbiamo inoltrata all'azienda, che ti ricontatterà.`,
    statusIntro:
      "Con questo link personale vedi in ogni momento lo stato della tua candidatura e puoi ritirarla – senza account. Non condividerlo.",
    statusLabel: "Vedi lo stato della candidatura",
    myCareerLabel: "Le mie candidature",
    retention: (days) => `Se la candidatura viene respinta o la ritiri, cancelliamo i tuoi dati dopo ${days} giorni.`,
    subject: (company) => `Candidatura presso ${company} ricevuta`,
    footer: `Ricevi questa e-mail perché hai inviato una candidatura con questo indirizzo su ${PRODUCT}.`,
  },
  en: {
    toPosition: (position, company) => `your application as “${position}” at ${company}`,
    unsolicited: (company) => `your unsolicited application to ${company}`,
    thanks: (what) => `Thank you! We received ${what} and passed it on to the company. They will get back to you.`,
    statusIntro:
      "With this personal link you can see the status of your application at any time and withdraw it – no account needed. Do not share it.",
    statusLabel: "See your application's status",
    myCareerLabel: "My applications",
    retention: (days) => `If the application is rejected or you withdraw it, we delete your data after ${days} days.`,
    subject: (company) => `Application to ${company} received`,
    footer: `You get this email because you applied with this address on ${PRODUCT}.`,
  },
};

/** Template name `application_submitted` in the outbox. */
function confirmationMail(m: ConfirmationMail): MailContent {
  const x = TEXTS[m.language];
  const what = m.position ? x.toPosition(m.position, m.companyName) : x.unsolicited(m.companyName);
  const blocks: MailBlock[] = [x.thanks(what)];
  if (m.statusLink) {
    blocks.push(x.statusIntro, { link: m.statusLink, label: x.statusLabel });
  } else if (m.myCareerLink) {
    blocks.push({ link: m.myCareerLink, label: x.myCareerLabel });
  }
  const days = m.retentionDays ?? APPLICATION_RETENTION.defaultDays;
  blocks.push(x.retention(days));
  return {
    language: m.language,
    subject: x.subject(m.companyName),
    greeting: hello(m.language, m.firstName),
    blocks,
    footer: x.footer,
  };
}

/** Queues the applicant's confirmation in the caller's transaction. */
export function queueConfirmation(ctx: AppContext, mail: ConfirmationMail) {
  return queueMail(ctx, { to: mail.to, template: "application_submitted", content: confirmationMail(mail) });
}

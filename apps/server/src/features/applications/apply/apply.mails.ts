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

/** Template name `application_submitted` in the outbox. */
function confirmationMail(m: ConfirmationMail): MailContent {
  const de = m.language === "de";
  const what = m.position
    ? de
      ? `deine Bewerbung als «${m.position}» bei ${m.companyName}`
      : `your application as “${m.position}” at ${m.companyName}`
    : de
      ? `deine Spontanbewerbung bei ${m.companyName}`
      : `your unsolicited application to ${m.companyName}`;
  const blocks: MailBlock[] = [
    de
      ? `Danke! Wir haben ${what} erhalten und an die Firma weitergeleitet. Sie meldet sich bei dir.`
      : `Thank you! We received ${what} and passed it on to the company. They will get back to you.`,
  ];
  if (m.statusLink) {
    blocks.push(
      de
        ? "Über diesen persönlichen Link siehst du jederzeit den Stand deiner Bewerbung und kannst sie zurückziehen – ohne Konto. Gib ihn nicht weiter."
        : "With this personal link you can see the status of your application at any time and withdraw it – no account needed. Do not share it.",
      { link: m.statusLink, label: de ? "Stand der Bewerbung ansehen" : "See your application's status" },
    );
  } else if (m.myCareerLink) {
    blocks.push({ link: m.myCareerLink, label: de ? "Meine Bewerbungen" : "My applications" });
  }
  const days = m.retentionDays ?? APPLICATION_RETENTION.defaultDays;
  blocks.push(
    de
      ? `Wird die Bewerbung abgelehnt oder ziehst du sie zurück, löschen wir deine Daten nach ${days} Tagen.`
      : `If the application is rejected or you withdraw it, we delete your data after ${days} days.`,
  );
  const subject = de ? `Bewerbung bei ${m.companyName} eingegangen` : `Application to ${m.companyName} received`;
  return {
    language: m.language,
    subject,
    greeting: hello(m.language, m.firstName),
    blocks,
    footer: de
      ? `Du erhältst diese E-Mail, weil du dich mit dieser Adresse auf ${PRODUCT} beworben hast.`
      : `You get this email because you applied with this address on ${PRODUCT}.`,
  };
}

/** Queues the applicant's confirmation in the caller's transaction. */
export function queueConfirmation(ctx: AppContext, mail: ConfirmationMail) {
  return queueMail(ctx, { to: mail.to, template: "application_submitted", content: confirmationMail(mail) });
}

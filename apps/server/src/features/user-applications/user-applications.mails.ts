/**
 * The applicant's mails of the apply step (confirmation; for an anonymous applicant with the magic
 * link to the read-only status page). Rendered when queued, in the outbox of the application's
 * transaction, like features/mail's templates (which this feature does not own, ADR 022).
 */
import { APPLICATION_RETENTION, type TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { insertOutboxMail } from "../mail/mail.repo";

const PRODUCT = "Jobatlas";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

type Block = string | { link: string; label: string };

function render(language: TLanguage, subject: string, greeting: string, blocks: Block[]) {
  const footer =
    language === "de"
      ? `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.\nDu erhältst diese E-Mail, weil du dich mit dieser Adresse auf ${PRODUCT} beworben hast.`
      : `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.\nYou get this email because you applied with this address on ${PRODUCT}.`;
  const text =
    [greeting, ...blocks.map((b) => (typeof b === "string" ? b : `${b.label}:\n${b.link}`)), "--", footer].join(
      "\n\n",
    ) + "\n";
  const htmlBlocks = blocks.map((b) => {
    if (typeof b === "string") return `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`;
    const href = escapeHtml(b.link);
    return `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#0f5132;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p><p style="font-size:13px;color:#444">${href}</p>`;
  });
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px"><p style="font-weight:bold;font-size:18px">${PRODUCT}</p><p>${escapeHtml(greeting)}</p>${htmlBlocks.join("")}<hr><p style="font-size:12px;color:#444">${escapeHtml(footer).replace(/\n/g, "<br>")}</p></body></html>`;
  return { subject, text, html };
}

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
export function renderConfirmation(m: ConfirmationMail) {
  const de = m.language === "de";
  const what = m.position
    ? de
      ? `deine Bewerbung als «${m.position}» bei ${m.companyName}`
      : `your application as “${m.position}” at ${m.companyName}`
    : de
      ? `deine Spontanbewerbung bei ${m.companyName}`
      : `your unsolicited application to ${m.companyName}`;
  const blocks: Block[] = [
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
  return render(m.language, subject, de ? `Hallo ${m.firstName}` : `Hello ${m.firstName}`, blocks);
}

/** Queues the applicant's confirmation in the caller's transaction. */
export function queueConfirmation(ctx: AppContext, mail: ConfirmationMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: "application_submitted",
    createdAt: ctx.now(),
    ...renderConfirmation(mail),
  });
}

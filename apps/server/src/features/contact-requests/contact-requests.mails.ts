/**
 * The mails of this feature, to the applicant in their language: a contact request with its
 * accept link, and a rejection with the employer's message. The employer's message is plain text
 * (escaped in HTML, never interpreted). They go through the outbox in the caller's transaction.
 *
 * They are rendered here rather than in features/mail/mail.templates.ts (which this area does not
 * own) with the same layout; moving them there is a mechanical change (ADR 025).
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { insertOutboxMail } from "../mail/mail.repo";

const PRODUCT = "Jobatlas";

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** A paragraph, the employer's message (quoted), or a link shown as a button. */
type Block = string | { quote: string } | { link: string; label: string };

function render(language: TLanguage, subject: string, greeting: string, blocks: Block[]): Rendered {
  const footer =
    language === "de"
      ? `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.\nDu erhältst diese E-Mail, weil du dich mit dieser Adresse über ${PRODUCT} beworben hast.`
      : `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.\nYou get this email because you applied with this address through ${PRODUCT}.`;
  const textBlocks = blocks.map((b) =>
    typeof b === "string"
      ? b
      : "quote" in b
        ? b.quote
            .split("\n")
            .map((line) => `> ${line}`)
            .join("\n")
        : `${b.label}:\n${b.link}`,
  );
  const text = [greeting, ...textBlocks, "--", footer].join("\n\n") + "\n";
  const htmlBlocks = blocks.map((b) => {
    if (typeof b === "string") return `<p>${escapeHtml(b).replace(/\n/g, "<br>")}</p>`;
    if ("quote" in b)
      return `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #0f5132;background:#f4f7f5">${escapeHtml(b.quote).replace(/\n/g, "<br>")}</blockquote>`;
    const href = escapeHtml(b.link);
    return `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#0f5132;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p><p style="font-size:13px;color:#444">${href}</p>`;
  });
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px"><p style="font-weight:bold;font-size:18px">${PRODUCT}</p><p>${escapeHtml(greeting)}</p>${htmlBlocks.join("")}<hr><p style="font-size:12px;color:#444">${escapeHtml(footer).replace(/\n/g, "<br>")}</p></body></html>`;
  return { subject, text, html };
}

const hello = (language: TLanguage, firstName: string) =>
  language === "de" ? `Hallo ${firstName}` : `Hello ${firstName}`;

/** What the application was for: "Bäcker/in (Muster AG)" or the company alone. */
function appliedFor(language: TLanguage, companyName: string, listingTitle: string | null): string {
  if (!listingTitle)
    return language === "de" ? `deine Bewerbung bei ${companyName}` : `your application to ${companyName}`;
  return language === "de"
    ? `deine Bewerbung als «${listingTitle}» bei ${companyName}`
    : `your application for “${listingTitle}” at ${companyName}`;
}

export interface ContactRequestMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  listingTitle: string | null;
  message: string;
  link: string;
  days: number;
}

export function renderContactRequestMail(p: ContactRequestMail): Rendered {
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return p.language === "de"
    ? render(p.language, `${p.companyName} möchte mit dir in Kontakt treten`, hello(p.language, p.firstName), [
        `${p.companyName} hat ${about} gelesen und möchte mit dir in Kontakt treten. Die Nachricht:`,
        { quote: p.message },
        `Nimmst du die Anfrage an, sieht ${p.companyName} deine E-Mail-Adresse und Telefonnummer. Lehnst du sie ab, ist deine Bewerbung beendet. Der Link gilt ${p.days} Tage und nur einmal.`,
        { link: p.link, label: "Anfrage ansehen und beantworten" },
      ])
    : render(p.language, `${p.companyName} would like to get in touch`, hello(p.language, p.firstName), [
        `${p.companyName} has read ${about} and would like to get in touch with you. Their message:`,
        { quote: p.message },
        `If you accept, ${p.companyName} sees your email address and phone number. If you decline, your application ends. The link works once, for ${p.days} days.`,
        { link: p.link, label: "View and answer the request" },
      ]);
}

export interface RejectionMail {
  to: string;
  language: TLanguage;
  firstName: string;
  companyName: string;
  listingTitle: string | null;
  message: string;
}

export function renderRejectionMail(p: RejectionMail): Rendered {
  const about = appliedFor(p.language, p.companyName, p.listingTitle);
  return p.language === "de"
    ? render(p.language, `Absage: ${about.replace(/^deine /, "Deine ")}`, hello(p.language, p.firstName), [
        `${p.companyName} hat ${about} abgesagt und schreibt dir:`,
        { quote: p.message },
        "Wir wünschen dir viel Erfolg bei deiner weiteren Suche.",
      ])
    : render(p.language, `Update on ${about}`, hello(p.language, p.firstName), [
        `${p.companyName} has decided not to go ahead with ${about} and writes:`,
        { quote: p.message },
        "We wish you every success with your search.",
      ]);
}

/** Queues the contact request's mail in the caller's transaction. */
export async function queueContactRequestMail(ctx: AppContext, mail: ContactRequestMail): Promise<void> {
  await insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: "contact_request",
    createdAt: ctx.now(),
    ...renderContactRequestMail(mail),
  });
}

/** Queues the rejection's mail in the caller's transaction. */
export async function queueRejectionMail(ctx: AppContext, mail: RejectionMail): Promise<void> {
  await insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: "application_rejected",
    createdAt: ctx.now(),
    ...renderRejectionMail(mail),
  });
}

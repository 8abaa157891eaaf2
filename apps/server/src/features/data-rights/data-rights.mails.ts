/**
 * The data-request code mail (template `data_request_code` in the outbox), rendered when queued in
 * the transaction that stores the code, in the requester's language. It reads the same whether
 * anything is held under the address or not (ADR 030).
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { insertOutboxMail } from "../mail/mail.repo";

const PRODUCT = "Jobatlas";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

export interface DataRequestCodeMail {
  to: string;
  language: TLanguage;
  code: string;
  minutes: number;
  /** The privacy page's request form. */
  link: string;
}

export function renderDataRequestCode(m: DataRequestCodeMail) {
  const de = m.language === "de";
  const subject = de ? `${m.code} ist dein Code für deine Datenanfrage` : `${m.code} is the code of your data request`;
  const greeting = de ? "Hallo" : "Hello";
  const intro = de
    ? "Jemand hat mit dieser Adresse Auskunft über oder die Löschung der Daten verlangt, die wir unter ihr führen. Gib diesen Code im Formular ein:"
    : "Someone asked to see or delete the data we hold under this address. Enter this code in the form:";
  const validity = de
    ? `Der Code gilt ${m.minutes} Minuten und nur einmal. Warst du es nicht, ignoriere diese E-Mail: ohne den Code geschieht nichts.`
    : `The code works for ${m.minutes} minutes and once. If that was not you, ignore this email: nothing happens without the code.`;
  const footer = de
    ? `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.\nDatenschutz: ${m.link}`
    : `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.\nPrivacy: ${m.link}`;
  const text = [greeting, intro, m.code, validity, "--", footer].join("\n\n") + "\n";
  const html = `<!doctype html><html lang="${m.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px"><p style="font-weight:bold;font-size:18px">${PRODUCT}</p><p>${greeting}</p><p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(m.code)}</p><p>${escapeHtml(validity)}</p><hr><p style="font-size:12px;color:#444">${escapeHtml(footer).replace(/\n/g, "<br>")}</p></body></html>`;
  return { subject, text, html };
}

/** Queues the code mail in the caller's transaction. */
export function queueDataRequestCode(ctx: AppContext, mail: DataRequestCodeMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: "data_request_code",
    createdAt: ctx.now(),
    ...renderDataRequestCode(mail),
  });
}

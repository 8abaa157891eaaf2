/**
 * The Z-TDI mail: the link to a result (template `ztdi_result` in the outbox), rendered when
 * queued in the transaction that stores the result, in the taker's language, like features/mail's
 * templates (which this feature does not own).
 */
import type { TLanguage, TZtdiDimension } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { t, type MessageKey } from "../../i18n/messages";
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
      ? `${PRODUCT} – Jobs und Arbeitgeber in der Schweiz und in Liechtenstein.\nDu erhältst diese E-Mail, weil jemand auf ${PRODUCT} die Orientierung Z-TDI ausgefüllt und diese Adresse angegeben hat. Warst du es nicht, kannst du sie ignorieren.`
      : `${PRODUCT} – jobs and employers in Switzerland and Liechtenstein.\nYou get this email because someone took the Z-TDI orientation on ${PRODUCT} and gave this address. If that was not you, you can ignore it.`;
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

const NAMES: Record<TZtdiDimension, [name: MessageKey, explanation: MessageKey]> = {
  craft: ["ztdiDimensionCraft", "ztdiExplainCraft"],
  inquiry: ["ztdiDimensionInquiry", "ztdiExplainInquiry"],
  expression: ["ztdiDimensionExpression", "ztdiExplainExpression"],
  care: ["ztdiDimensionCare", "ztdiExplainCare"],
  initiative: ["ztdiDimensionInitiative", "ztdiExplainInitiative"],
  structure: ["ztdiDimensionStructure", "ztdiExplainStructure"],
};
export const dimensionName = (l: TLanguage, d: TZtdiDimension) => t(l, NAMES[d][0]);
export const dimensionExplanation = (l: TLanguage, d: TZtdiDimension) => t(l, NAMES[d][1]);

export interface ZtdiResultMail {
  to: string;
  language: TLanguage;
  top: TZtdiDimension[];
  link: string;
  /** Years the result is kept. */
  years: number;
}

export function renderZtdiResultMail(m: ZtdiResultMail) {
  const de = m.language === "de";
  const top = m.top.map((d) => `• ${dimensionName(m.language, d)}: ${dimensionExplanation(m.language, d)}`).join("\n");
  const blocks: Block[] = [
    de
      ? "Danke, dass du die Orientierung Z-TDI ausgefüllt hast. Deine stärksten Interessen:"
      : "Thank you for taking the Z-TDI orientation. Your strongest interests:",
    top,
    de
      ? "Über diesen persönlichen Link siehst du dein ganzes Ergebnis mit passenden Branchen, Berufen und Jobs. Gib ihn nur weiter, wenn andere es sehen dürfen."
      : "This personal link shows your whole result with matching industries, job titles and jobs. Share it only if others may see it.",
    { link: m.link, label: de ? "Mein Ergebnis ansehen" : "See my result" },
    de
      ? `Wir bewahren das Ergebnis ${m.years} Jahre auf und löschen es dann.`
      : `We keep the result for ${m.years} years and then delete it.`,
  ];
  const subject = de ? "Dein Ergebnis der Orientierung Z-TDI" : "Your Z-TDI orientation result";
  return render(m.language, subject, de ? "Hallo" : "Hello", blocks);
}

/** Queues the mail in the caller's transaction. */
export function queueZtdiResultMail(ctx: AppContext, mail: ZtdiResultMail) {
  return insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: "ztdi_result",
    createdAt: ctx.now(),
    ...renderZtdiResultMail(mail),
  });
}

/**
 * The Z-TDI mail: the link to a result (template `ztdi_result` in the outbox), queued with
 * `queueMail` in the transaction that stores the result, in the taker's language, drawn in
 * features/mail's layout.
 */
import type { TLanguage, TZtdiDimension } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { t, type MessageKey } from "../../i18n/messages";
import { hello, PRODUCT, type MailBlock, type MailContent } from "../mail/mail.layout";
import { queueMail } from "../mail/mail.service";
import "./ztdi.messages"; // registers the feature's texts (i18n/messages.ts)

const WHY_THIS_MAIL: Record<TLanguage, string> = {
  de: `Du erhältst diese E-Mail, weil jemand auf ${PRODUCT} die Orientierung Z-TDI ausgefüllt und diese Adresse angegeben hat. Warst du es nicht, kannst du sie ignorieren.`,
  en: `You get this email because someone took the Z-TDI orientation on ${PRODUCT} and gave this address. If that was not you, you can ignore it.`,
};

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

function ztdiResultMail(m: ZtdiResultMail): MailContent {
  const de = m.language === "de";
  const top = m.top.map((d) => `• ${dimensionName(m.language, d)}: ${dimensionExplanation(m.language, d)}`).join("\n");
  const blocks: MailBlock[] = [
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
  return {
    language: m.language,
    subject,
    greeting: hello(m.language),
    blocks,
    footer: WHY_THIS_MAIL[m.language],
  };
}

/** Queues the mail in the caller's transaction. */
export function queueZtdiResultMail(ctx: AppContext, mail: ZtdiResultMail) {
  return queueMail(ctx, { to: mail.to, template: "ztdi_result", content: ztdiResultMail(mail) });
}

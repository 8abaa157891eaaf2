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
  fr: `Tu reçois cet e-mail parce que quelqu'un a rempli l'orientation Z-TDI sur ${PRODUCT} et a indiqué cette adresse. Si ce n'était pas toi, tu peux l'ignorer.`,
  it: `Ricevi questa e-mail perché qualcuno ha compilato l'orientamento Z-TDI su ${PRODUCT} e ha indicato questo indirizzo. Se non eri tu, puoi ignorarla.`,
  en: `You get this email because someone took the Z-TDI orientation on ${PRODUCT} and gave this address. If that was not you, you can ignore it.`,
};

/** The result mail's texts, per language. */
const TEXTS: Record<
  TLanguage,
  { thanks: string; linkIntro: string; label: string; kept: (years: number) => string; subject: string }
> = {
  de: {
    thanks: "Danke, dass du die Orientierung Z-TDI ausgefüllt hast. Deine stärksten Interessen:",
    linkIntro:
      "Über diesen persönlichen Link siehst du dein ganzes Ergebnis mit passenden Branchen, Berufen und Jobs. Gib ihn nur weiter, wenn andere es sehen dürfen.",
    label: "Mein Ergebnis ansehen",
    kept: (years) => `Wir bewahren das Ergebnis ${years} Jahre auf und löschen es dann.`,
    subject: "Dein Ergebnis der Orientierung Z-TDI",
  },
  fr: {
    thanks: "Merci d'avoir rempli l'orientation Z-TDI. Tes intérêts les plus marqués:",
    linkIntro:
      "Ce lien personnel te montre ton résultat complet, avec les branches, les métiers et les emplois qui te correspondent. Ne le transmets que si d'autres peuvent le voir.",
    label: "Voir mon résultat",
    kept: (years) => `Nous conservons le résultat ${years} ans, puis nous le supprimons.`,
    subject: "Ton résultat de l'orientation Z-TDI",
  },
  it: {
    thanks: "Grazie di aver compilato l'orientamento Z-TDI. I tuoi interessi più forti:",
    linkIntro:
      "Con questo link personale vedi il tuo risultato completo, con i settori, le professioni e i posti adatti. Condividilo solo se altri possono vederlo.",
    label: "Vedi il mio risultato",
    kept: (years) => `Conserviamo il risultato per ${years} anni, poi lo cancelliamo.`,
    subject: "Il tuo risultato dell'orientamento Z-TDI",
  },
  en: {
    thanks: "Thank you for taking the Z-TDI orientation. Your strongest interests:",
    linkIntro:
      "This personal link shows your whole result with matching industries, job titles and jobs. Share it only if others may see it.",
    label: "See my result",
    kept: (years) => `We keep the result for ${years} years and then delete it.`,
    subject: "Your Z-TDI orientation result",
  },
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
  const x = TEXTS[m.language];
  const top = m.top.map((d) => `• ${dimensionName(m.language, d)}: ${dimensionExplanation(m.language, d)}`).join("\n");
  const blocks: MailBlock[] = [x.thanks, top, x.linkIntro, { link: m.link, label: x.label }, x.kept(m.years)];
  return {
    language: m.language,
    subject: x.subject,
    greeting: hello(m.language),
    blocks,
    footer: WHY_THIS_MAIL[m.language],
  };
}

/** Queues the mail in the caller's transaction. */
export function queueZtdiResultMail(ctx: AppContext, mail: ZtdiResultMail) {
  return queueMail(ctx, { to: mail.to, template: "ztdi_result", content: ztdiResultMail(mail) });
}

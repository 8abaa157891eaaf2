/**
 * The data-request code mail (template `data_request_code` in the outbox), queued in the
 * transaction that stores the code, in the requester's language. It reads the same whether
 * anything is held under the address or not (ADR 030).
 */
import type { TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { hello, type MailContent } from "../mail/mail.layout";
import { queueMail } from "../mail/mail.service";

export interface DataRequestCodeMail {
  to: string;
  language: TLanguage;
  code: string;
  minutes: number;
  /** The privacy page's request form. */
  link: string;
}

/** The code mail's texts, per language. */
const TEXTS: Record<
  TLanguage,
  {
    subject: (code: string) => string;
    intro: string;
    validity: (minutes: number) => string;
    footer: (link: string) => string;
  }
> = {
  de: {
    subject: (code) => `${code} ist dein Code für deine Datenanfrage`,
    intro:
      "Jemand hat mit dieser Adresse Auskunft über oder die Löschung der Daten verlangt, die wir unter ihr führen. Gib diesen Code im Formular ein:",
    validity: (minutes) =>
      `Der Code gilt ${minutes} Minuten und nur einmal. Warst du es nicht, ignoriere diese E-Mail: ohne den Code geschieht nichts.`,
    footer: (link) => `Datenschutz: ${link}`,
  },
  fr: {
    subject: (code) => `${code} est ton code pour ta demande de données`,
    intro:
      "Quelqu'un a demandé avec cette adresse à consulter ou à supprimer les données que nous conservons sous celle-ci. Saisis ce code dans le formulaire:",
    validity: (minutes) =>
      `Le code est valable ${minutes} minutes et une seule fois. Si ce n'était pas toi, ignore cet e-mail: sans le code, rien ne se passe.`,
    footer: (link) => `Protection des données: ${link}`,
  },
  it: {
    subject: (code) => `${code} è il tuo codice per la richiesta sui tuoi dati`,
    intro:
      "Qualcuno ha chiesto con questo indirizzo di consultare o cancellare i dati che conserviamo sotto di esso. Inserisci questo codice nel modulo:",
    validity: (minutes) =>
      `Il codice è valido ${minutes} minuti e una sola volta. Se non eri tu, ignora questa e-mail: senza il codice non succede nulla.`,
    footer: (link) => `Protezione dei dati: ${link}`,
  },
  en: {
    subject: (code) => `${code} is the code of your data request`,
    intro: "Someone asked to see or delete the data we hold under this address. Enter this code in the form:",
    validity: (minutes) =>
      `The code works for ${minutes} minutes and once. If that was not you, ignore this email: nothing happens without the code.`,
    footer: (link) => `Privacy: ${link}`,
  },
};

export function dataRequestCodeMail(m: DataRequestCodeMail): MailContent {
  const x = TEXTS[m.language];
  return {
    language: m.language,
    subject: x.subject(m.code),
    greeting: hello(m.language),
    blocks: [x.intro, { code: m.code }, x.validity(m.minutes)],
    footer: x.footer(m.link),
  };
}

/** Queues the code mail in the caller's transaction. */
export function queueDataRequestCode(ctx: AppContext, mail: DataRequestCodeMail) {
  return queueMail(ctx, { to: mail.to, template: "data_request_code", content: dataRequestCodeMail(mail) });
}

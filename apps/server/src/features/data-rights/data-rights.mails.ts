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

export function dataRequestCodeMail(m: DataRequestCodeMail): MailContent {
  const de = m.language === "de";
  return {
    language: m.language,
    subject: de ? `${m.code} ist dein Code für deine Datenanfrage` : `${m.code} is the code of your data request`,
    greeting: hello(m.language),
    blocks: [
      de
        ? "Jemand hat mit dieser Adresse Auskunft über oder die Löschung der Daten verlangt, die wir unter ihr führen. Gib diesen Code im Formular ein:"
        : "Someone asked to see or delete the data we hold under this address. Enter this code in the form:",
      { code: m.code },
      de
        ? `Der Code gilt ${m.minutes} Minuten und nur einmal. Warst du es nicht, ignoriere diese E-Mail: ohne den Code geschieht nichts.`
        : `The code works for ${m.minutes} minutes and once. If that was not you, ignore this email: nothing happens without the code.`,
    ],
    footer: de ? `Datenschutz: ${m.link}` : `Privacy: ${m.link}`,
  };
}

/** Queues the code mail in the caller's transaction. */
export function queueDataRequestCode(ctx: AppContext, mail: DataRequestCodeMail) {
  return queueMail(ctx, { to: mail.to, template: "data_request_code", content: dataRequestCodeMail(mail) });
}

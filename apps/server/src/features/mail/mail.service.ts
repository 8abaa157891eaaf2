import type { TLanguage } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { countMailsTo, insertOutboxMail } from "./mail.repo";
import { renderMail, type MailTemplateName, type MailTemplates } from "./mail.templates";

/**
 * Queues a mail in the outbox. Pass the transaction of the change that causes the mail: if that
 * rolls back, the mail is never sent; if it commits, the worker sends it, however often it crashes.
 */
export async function queueMail<K extends MailTemplateName>(
  db: Db,
  mail: { to: string; language: TLanguage; template: K; params: MailTemplates[K]; at?: Date },
): Promise<number> {
  const rendered = renderMail(mail.template, mail.language, mail.params);
  return insertOutboxMail(db, {
    toEmail: mail.to,
    language: mail.language,
    template: mail.template,
    createdAt: mail.at,
    ...rendered,
  });
}

/** Templates that carry a link or code: at most MAX_SECRET_MAILS_PER_HOUR of them per address. */
export const SECRET_MAIL_TEMPLATES: MailTemplateName[] = [
  "login_link",
  "signup_invite",
  "signup_welcome",
  "account_exists",
  "verification_code",
];

export async function secretMailsSentRecently(db: Db, email: string, now: Date): Promise<number> {
  return countMailsTo(db, email, SECRET_MAIL_TEMPLATES, new Date(now.getTime() - 60 * 60 * 1000));
}

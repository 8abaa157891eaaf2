import type { TDebugMailQuery, TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { clientPseudonym } from "../../lib/client-key";
import {
  countSecretMailRequests,
  deleteOldSecretMailRequests,
  insertOutboxMail,
  insertSecretMailRequest,
  listOutboxMails,
} from "./mail.repo";
import { renderMail, type MailTemplateName, type MailTemplates } from "./mail.templates";

/**
 * Queues a mail in the outbox, dated by the context's clock. Call it with the context of the
 * transaction of the change that causes the mail: if that rolls back, the mail is never sent; if it
 * commits, the worker sends it, however often it crashes.
 */
export async function queueMail<K extends MailTemplateName>(
  ctx: AppContext,
  mail: { to: string; language: TLanguage; template: K; params: MailTemplates[K] },
): Promise<number> {
  const rendered = renderMail(mail.template, mail.language, mail.params);
  return insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: mail.language,
    template: mail.template,
    createdAt: ctx.now(),
    ...rendered,
  });
}

/** The development mailbox: the outbox newest first. */
export function listMailbox(ctx: AppContext, query: TDebugMailQuery) {
  return listOutboxMails(ctx.db, query);
}

const HOUR = 60 * 60 * 1000;

/**
 * Links and codes mailed to an address within the last hour: in all, and at the request of this
 * client (its network, see lib/client-key.ts).
 */
export function secretMailsSentRecently(ctx: AppContext, email: string, clientIp: string) {
  return countSecretMailRequests(
    ctx.db,
    email,
    clientPseudonym(clientIp, email, ctx.config.secretKey),
    new Date(ctx.now().getTime() - HOUR),
  );
}

/**
 * Counts a link or code mailed to an address at a client's request: only a pseudonym of the
 * client is stored, and requests older than the hour are deleted a few at a time on the way.
 */
export async function recordSecretMail(ctx: AppContext, email: string, clientIp: string) {
  const now = ctx.now();
  await deleteOldSecretMailRequests(ctx.db, new Date(now.getTime() - HOUR), 100);
  await insertSecretMailRequest(ctx.db, {
    email,
    client: clientPseudonym(clientIp, email, ctx.config.secretKey),
    createdAt: now,
  });
}

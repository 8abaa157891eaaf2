import type { TDebugMailQuery, TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { RateLimitedError } from "../../errors";
import { clientPseudonym } from "../../lib/client-key";
import { isKnownDevice } from "../../lib/known-device";
import {
  countSecretMailRequests,
  deleteOldSecretMailRequests,
  insertOutboxMail,
  insertSecretMailRequest,
  listOutboxMails,
} from "./mail.repo";
import { renderMailContent, type MailContent } from "./mail.layout";
import { mailTemplate, type MailTemplateName, type MailTemplates } from "./mail.templates";

/**
 * A mail to queue: one of features/mail's shared templates by name and params, or a feature's own
 * words (`content`, from its `*.mails.ts`). Either way it is drawn in the one layout
 * (mail.layout.tsx). `template` names the mail in the outbox; `headers` are sent with it
 * (List-Unsubscribe on job alerts).
 */
export type QueuedMail<K extends MailTemplateName = MailTemplateName> = {
  to: string;
  headers?: Record<string, string>;
} & ({ template: K; language: TLanguage; params: MailTemplates[K] } | { template: string; content: MailContent });

/**
 * Queues a mail in the outbox, dated by the context's clock: the one way a mail is written. Call it
 * with the context of the transaction of the change that causes the mail: if that rolls back, the
 * mail is never sent; if it commits, the worker sends it, however often it crashes.
 */
export async function queueMail<K extends MailTemplateName>(ctx: AppContext, mail: QueuedMail<K>): Promise<number> {
  const content = "content" in mail ? mail.content : mailTemplate(mail.template, mail.language, mail.params);
  const rendered = await renderMailContent(content);
  return insertOutboxMail(ctx.db, {
    toEmail: mail.to,
    language: content.language,
    template: mail.template,
    createdAt: ctx.now(),
    ...(mail.headers ? { headers: mail.headers } : {}),
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

/**
 * At most this many links or codes are mailed to one address per hour at the request of one client
 * (IP, or IPv6 /64), and at most MAX_SECRET_MAILS_PER_ADDRESS_PER_HOUR from all clients together.
 */
export const MAX_SECRET_MAILS_PER_HOUR = 5;
export const MAX_SECRET_MAILS_PER_ADDRESS_PER_HOUR = 20;

/** Who asks for a link or code: the client's IP, and the browser's known-device cookie if it sent one. */
export interface SecretMailClient {
  ip: string;
  knownDevice?: string | undefined;
}

/**
 * Refuses a link or code (429, an hour) over the limits, then counts this one. The cap per address
 * does not hold a browser that proved the address before (its known-device cookie, ADR 063): the
 * requests of strangers fill that cap and must not lock the owner out. Its cap per client still
 * holds. The answer never depends on whether the address has an account. Call it with the address
 * locked for the transaction.
 */
export async function guardSecretMail(ctx: AppContext, email: string, client: SecretMailClient) {
  const sent = await secretMailsSentRecently(ctx, email, client.ip);
  const overAddressCap =
    sent.total >= MAX_SECRET_MAILS_PER_ADDRESS_PER_HOUR &&
    !isKnownDevice(client.knownDevice, email, ctx.config.secretKey, ctx.now());
  if (sent.byClient >= MAX_SECRET_MAILS_PER_HOUR || overAddressCap) throw new RateLimitedError(3600);
  await recordSecretMail(ctx, email, client.ip);
}

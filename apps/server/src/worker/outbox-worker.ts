/**
 * Delivers the outbox (ADR 006). The outbox table is the queue: a run claims due rows with a
 * lease, sends each over SMTP and marks it sent; a failure is retried with backoff. A worker that
 * dies between "sent" and "marked sent" leaves the lease to expire, and the mail goes out again
 * with the same Message-ID: at-least-once delivery with an idempotency key.
 */
import nodemailer from "nodemailer";
import { createPoller } from "./poller";
import type { Db } from "../db/client";
import { claimDueMails, markMailSent, releaseFailedMail, type ClaimedMail } from "../features/mail/mail.repo";

/** What a transport needs to send one mail; the From address is the transport's. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row's idempotency key, so receivers can drop a duplicate. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The subset of a pino/Fastify logger the worker writes to. */
export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunResult {
  sent: number;
  failed: number;
  retried: number;
}

export interface OutboxWorker {
  /** One claim-and-send pass. Runs of one worker never overlap: a second call waits for the first. */
  runOnce(): Promise<RunResult>;
  /** Polls every pollIntervalMs (at once again after a full batch) until stop(). */
  start(): void;
  /** Stops polling and waits for the run in flight. */
  stop(): Promise<void>;
}

/** Wait after the 1st, 2nd, … failed attempt; the attempt after the last delay is the final one. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * 60_000);
/** 8 attempts over about 45 hours, then the mail is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

// Timeouts well inside the lease, so a hanging server cannot outlast it (10 mails × 50 s < 10 min).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string, opts: { from: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from: opts.from });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** The error as stored in last_error and logged: code and message, credentials in URLs masked, bounded. */
export function describeSendError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const code = err instanceof Error && "code" in err && typeof err.code === "string" ? `${err.code}: ` : "";
  return `${code}${message}`.replace(/\/\/[^/\s@]+@/g, "//***@").slice(0, 500);
}

export function createOutboxWorker(opts: {
  db: Db;
  transport: MailTransport;
  log: WorkerLog;
  now?: () => Date;
  batchSize?: number;
  pollIntervalMs?: number;
  lockSeconds?: number;
}): OutboxWorker {
  const { db, transport, log } = opts;
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? 10;
  const pollIntervalMs = opts.pollIntervalMs ?? 2000;
  const lockMs = (opts.lockSeconds ?? 600) * 1000;

  async function deliver(mail: ClaimedMail, result: RunResult): Promise<void> {
    try {
      await transport.send({
        to: mail.toEmail,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.idempotencyKey,
        headers: { ...mail.headers, "X-Jobatlas-Idempotency-Key": mail.idempotencyKey },
      });
    } catch (err) {
      const error = describeSendError(err);
      const context = { outboxId: mail.id, template: mail.template, attempts: mail.attempts, error };
      if (mail.attempts >= MAX_ATTEMPTS) {
        await releaseFailedMail(db, { id: mail.id, lease: mail.lockedUntil, error, nextAttemptAt: null });
        result.failed++;
        log.error(context, "mail not delivered after the last attempt; marked failed");
      } else {
        const delay = RETRY_DELAYS_MS[Math.min(mail.attempts, RETRY_DELAYS_MS.length) - 1] ?? 60_000;
        const nextAttemptAt = new Date(now().getTime() + delay);
        await releaseFailedMail(db, { id: mail.id, lease: mail.lockedUntil, error, nextAttemptAt });
        result.retried++;
        log.warn({ ...context, nextAttemptAt: nextAttemptAt.toISOString() }, "mail not delivered; will retry");
      }
      return;
    }
    // If this throws (or the process dies first), the lease expires and the mail is sent again.
    await markMailSent(db, mail.id, now());
    result.sent++;
    log.info({ outboxId: mail.id, template: mail.template }, "mail sent");
  }

  async function runBatch(): Promise<RunResult> {
    const claimedAt = now();
    const lease = new Date(claimedAt.getTime() + lockMs);
    const claimed = await claimDueMails(db, { now: claimedAt, lockedUntil: lease, limit: batchSize });
    const result: RunResult = { sent: 0, failed: 0, retried: 0 };
    for (const mail of claimed) {
      // Past the lease another worker may claim the rest; leave them rather than risk a second copy.
      if (now().getTime() >= lease.getTime()) break;
      await deliver(mail, result);
    }
    return result;
  }

  return createPoller({
    run: runBatch,
    // A full batch means more are due: go on at once.
    nextDelayMs: (r) => (r && r.sent + r.failed + r.retried >= batchSize ? 0 : pollIntervalMs),
    // A database hiccup: the rows keep their leases and come back; keep polling.
    onError: (err) => log.error({ error: describeSendError(err) }, "outbox worker run failed"),
  });
}

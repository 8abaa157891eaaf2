import { inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { queueMail } from "../features/mail/mail.service";
import { createTestDatabase } from "../test/test-database";
import {
  createOutboxWorker,
  createSmtpTransport,
  describeSendError,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  type MailTransport,
  type WorkerLog,
} from "./outbox-worker";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../test/test-smtp-server";
import { testContext } from "../test/test-context";

const FROM = "Jobatlas <no-reply@jobatlas.example>";
const LINK = "http://localhost:3000/de/account/login-token/Zm9vYmFyLWJhei1xdXV4LTAxMjM0NTY3ODlhYmNkZWZnaGlqa2xtbm9w";

/** A clock a second ahead: a row queued a moment ago (the database's now() has microseconds) is surely due. */
const inASecond = () => new Date(Date.now() + 1000);

let database: Database;
let smtp: TestSmtpServer;
let transport: MailTransport;

function captureLog(): WorkerLog & { lines: { level: string; obj: object; msg: string }[] } {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: "info", obj, msg }),
    warn: (obj, msg) => void lines.push({ level: "warn", obj, msg }),
    error: (obj, msg) => void lines.push({ level: "error", obj, msg }),
  };
}

function queueLoginMail(to = "anna.muster@example.ch", language: "de" | "en" = "de") {
  return queueMail(testContext(database.db), {
    to,
    language,
    template: "login_link",
    params: { firstName: "Anna", link: LINK, minutes: 10 },
  });
}

async function rowOf(id: number) {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, [id]));
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
}

/** Waits for `condition`; only the test's timeout ends the wait (a fixed 10 s gave up under load). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url, { from: FROM });
});

afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  smtp.received.length = 0;
});

afterEach(() => {
  smtp.rejectWith(undefined);
  smtp.onMessage(undefined);
});

describe("outbox worker over real SMTP", () => {
  it("delivers a queued mail with its link and idempotency key, and marks it sent", async () => {
    const id = await queueLoginMail();
    const row = await rowOf(id);
    const worker = createOutboxWorker({ db: database.db, transport, log: captureLog(), now: inASecond });

    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.mailFrom).toBe("no-reply@jobatlas.example");
    expect(received?.rcptTo).toEqual(["anna.muster@example.ch"]);
    const mail = parseMail(received?.raw ?? "");
    expect(mail.headers.get("to")).toBe("anna.muster@example.ch");
    expect(mail.headers.get("from")).toBe(FROM);
    expect(mail.subject).toBe("Dein Anmeldelink für Jobatlas");
    expect(mail.headers.get("message-id")).toBe(`<${row.idempotencyKey}>`);
    expect(mail.headers.get("x-jobatlas-idempotency-key")).toBe(row.idempotencyKey);
    expect(row.idempotencyKey).toMatch(/^[0-9a-f-]{36}@jobatlas$/);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain("Hallo Anna");
    expect(mail.html).toContain(`href="${LINK}"`);

    const after = await rowOf(id);
    expect(after).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(after.sentAt).toBeInstanceOf(Date);

    // Sent is final: the next run finds nothing.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("never loses a mail when the worker dies between 'sent' and 'marked sent': resent with the same Message-ID", async () => {
    const id = await queueLoginMail("crash@example.ch", "en");
    const { idempotencyKey } = await rowOf(id);
    const start = inASecond();

    // Worker A hands the mail to the server, which accepts it, and then never comes back: a process
    // frozen or killed before it could mark the row. (The child-process test below really kills one.)
    const dying: MailTransport = {
      send: async (m) => {
        await transport.send(m);
        await new Promise(() => {});
      },
      close: () => {},
    };
    const workerA = createOutboxWorker({
      db: database.db,
      transport: dying,
      log: captureLog(),
      now: () => start,
      lockSeconds: 60,
    });
    void workerA.runOnce();
    await until(() => smtp.received.length === 1);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, sentAt: null });

    // While A's lease runs, nobody else touches the row.
    const early = createOutboxWorker({
      db: database.db,
      transport,
      log: captureLog(),
      now: () => new Date(start.getTime() + 59_000),
    });
    expect(await early.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    // After the lease, a new worker delivers it again, as the same message.
    const workerB = createOutboxWorker({
      db: database.db,
      transport,
      log: captureLog(),
      now: () => new Date(start.getTime() + 61_000),
    });
    expect(await workerB.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((r) => parseMail(r.raw).headers.get("message-id"));
    expect(ids).toEqual([`<${idempotencyKey}>`, `<${idempotencyKey}>`]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
  });

  it("resends after the lease when marking the row sent fails (database gone after the send)", async () => {
    const id = await queueLoginMail("mark@example.ch");
    const start = inASecond();
    // Once the server accepted the mail, every update fails, as with a lost database connection.
    let failMarks = false;
    const worker = createOutboxWorker({
      db: new Proxy(database.db, {
        get: (target, prop, receiver) =>
          prop === "update" && failMarks
            ? () => {
                throw new Error("connection terminated");
              }
            : Reflect.get(target, prop, receiver),
      }),
      transport: {
        send: async (m) => {
          await transport.send(m);
          failMarks = true;
        },
        close: () => {},
      },
      log: captureLog(),
      now: () => start,
      lockSeconds: 60,
    });
    await expect(worker.runOnce()).rejects.toThrow("connection terminated");
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });

    const later = createOutboxWorker({
      db: database.db,
      transport,
      log: captureLog(),
      now: () => new Date(start.getTime() + 61_000),
    });
    expect(await later.runOnce()).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(2);
  });

  it("retries a rejected mail with backoff and delivers it once the server accepts", async () => {
    const id = await queueLoginMail("busy@example.ch");
    smtp.rejectWith({ code: 451, message: "Mailbox busy, try later" });
    const t0 = inASecond();
    const log = captureLog();
    let clock = t0;
    const worker = createOutboxWorker({ db: database.db, transport, log, now: () => clock });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);
    expect(row.lastError).toContain("451");
    expect(row.lastError).toContain("Mailbox busy");
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "warn", msg: "mail not delivered; will retry" }));

    // Not due before the delay.
    clock = new Date(t0.getTime() + 59_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    smtp.rejectWith(undefined);
    clock = new Date(t0.getTime() + 60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it(`waits 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h between attempts and marks the mail failed after ${MAX_ATTEMPTS}`, async () => {
    const id = await queueLoginMail("nobody@example.ch");
    smtp.rejectWith({ code: 550, message: "No such user here" });
    const log = captureLog();
    let clock = inASecond();
    const worker = createOutboxWorker({ db: database.db, transport, log, now: () => clock });

    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      delays.push(row.nextAttemptAt.getTime() - clock.getTime());
      clock = row.nextAttemptAt;
    }
    expect(delays).toEqual(RETRY_DELAYS_MS);
    expect(delays.map((ms) => ms / 60_000)).toEqual([1, 5, 30, 120, 360, 720, 1440]);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toContain("550");
    const errorLine = log.lines.find((l) => l.level === "error");
    expect(errorLine).toMatchObject({ msg: "mail not delivered after the last attempt; marked failed" });
    expect(errorLine?.obj).toMatchObject({ outboxId: id, template: "login_link", attempts: MAX_ATTEMPTS });
    // No address in the log: the id finds the row.
    expect(JSON.stringify(log.lines)).not.toContain("nobody@example.ch");

    clock = new Date(clock.getTime() + 7 * 24 * 3600_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("treats an unreachable server as a failed attempt", async () => {
    const id = await queueLoginMail("down@example.ch");
    const down = await startTestSmtpServer();
    await down.close();
    const unreachable = createSmtpTransport(down.url, { from: FROM });
    const worker = createOutboxWorker({ db: database.db, transport: unreachable, log: captureLog(), now: inASecond });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect((await rowOf(id)).lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    unreachable.close();
  });

  it("keeps credentials out of the stored error", () => {
    const err = Object.assign(new Error("connect failed for smtp://mailer:s3cret@smtp.example.com:587"), {
      code: "ECONNECTION",
    });
    expect(describeSendError(err)).toBe("ECONNECTION: connect failed for smtp://***@smtp.example.com:587");
    expect(describeSendError(new Error("x".repeat(2000)))).toHaveLength(500);
  });

  it("delivers each mail exactly once when two workers run at the same time", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push(await queueLoginMail(`seeker${i}@example.ch`, i % 2 ? "de" : "en"));
    // A slow server, so the two workers' claims and sends overlap.
    smtp.onMessage(() => new Promise((r) => setTimeout(r, 5)));
    const drain = async (worker: ReturnType<typeof createOutboxWorker>) => {
      let total = 0;
      for (;;) {
        const r = await worker.runOnce();
        if (r.sent + r.failed + r.retried === 0) return total;
        total += r.sent;
      }
    };
    const w1 = createOutboxWorker({ db: database.db, transport, log: captureLog(), now: inASecond, batchSize: 3 });
    const transport2 = createSmtpTransport(smtp.url, { from: FROM });
    const w2 = createOutboxWorker({
      db: database.db,
      transport: transport2,
      log: captureLog(),
      now: inASecond,
      batchSize: 3,
    });
    const [n1, n2] = await Promise.all([drain(w1), drain(w2)]);
    transport2.close();

    expect(n1 + n2).toBe(24);
    if (database.engine === "postgres") expect(Math.min(n1, n2)).toBeGreaterThan(0);
    const messageIds = smtp.received.map((r) => parseMail(r.raw).headers.get("message-id"));
    expect(messageIds).toHaveLength(24);
    expect(new Set(messageIds).size).toBe(24);
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  // Only a server has a second connection to hold a lock; PGlite's single connection serialises claims,
  // which the two-workers test above covers on both engines.
  const onServer = process.env.DATABASE_URL ? it : undefined;
  onServer?.("skips rows another transaction holds locked instead of waiting (SKIP LOCKED)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await queueLoginMail(`locked${i}@example.ch`));
    const worker = createOutboxWorker({ db: database.db, transport, log: captureLog(), now: inASecond });
    await database.db.transaction(async (tx) => {
      await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, ids.slice(0, 2)))
        .for("update");
      expect(await worker.runOnce()).toMatchObject({ sent: 2 });
    });
    const rcpts = smtp.received.flatMap((r) => r.rcptTo).sort();
    expect(rcpts).toEqual(["locked2@example.ch", "locked3@example.ch"]);
    expect(await worker.runOnce()).toMatchObject({ sent: 2 });
  });

  it("never sends a mail queued in a transaction that rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(testContext(tx), {
          to: "rollback@example.ch",
          language: "en",
          template: "signup_invite",
          params: { signupLink: LINK },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const worker = createOutboxWorker({ db: database.db, transport, log: captureLog(), now: inASecond });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("polls while started and finishes the mail in flight on stop", async () => {
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      log: captureLog(),
      now: inASecond,
      pollIntervalMs: 20,
    });
    worker.start();
    const first = await queueLoginMail("poll1@example.ch");
    await until(() => smtp.received.length === 1);

    let release: () => void = () => {};
    smtp.onMessage(() => new Promise<void>((r) => (release = r)));
    const second = await queueLoginMail("poll2@example.ch");
    await until(() => smtp.received.length === 2);
    const stopped = worker.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false); // still waiting for the mail in flight
    release();
    await stopped;
    expect(await rowOf(first)).toMatchObject({ status: "sent" });
    expect(await rowOf(second)).toMatchObject({ status: "sent" });

    // Stopped: a new mail stays in the outbox.
    smtp.onMessage(undefined);
    const third = await queueLoginMail("poll3@example.ch");
    await new Promise((r) => setTimeout(r, 100));
    expect(await rowOf(third)).toMatchObject({ status: "pending", attempts: 0 });
  });
});

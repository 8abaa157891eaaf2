/**
 * Issue 12 §3: the worker process (npm run worker) is killed with SIGKILL after the SMTP server
 * has the whole message but before the worker hears "250 OK" and marks it sent. The mail is not
 * lost: once the dead worker's lease has run out, a new worker process sends it again, as the
 * same message (same Message-ID, so the receiving side can drop the copy).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client";
import { outbox } from "../../src/db/schema";
import { queueMail } from "../../src/features/mail/mail.service";
import { testContext } from "../../src/test/test-context";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../../src/test/test-smtp-server";
import { createFaultDatabase, recordFigures, sql, startWorker, until, type Proc } from "./harness";

describe("worker killed between sending a mail and marking it sent", () => {
  let url: string;
  let database: Database;
  let smtp: TestSmtpServer;
  const workers: Proc[] = [];

  beforeAll(async () => {
    url = await createFaultDatabase("faults_worker");
    database = await openDatabase({ databaseUrl: url, dataDir: "" });
    await database.migrate();
    smtp = await startTestSmtpServer();
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await smtp?.close();
    await database?.close();
  });

  it("sends the mail again from a new worker process, never losing it", async () => {
    const id = await queueMail(testContext(database.db), {
      to: "killed-worker@example.ch",
      language: "en",
      template: "signup_invite",
      params: { signupLink: "http://localhost:3000/en/account/login-token/fault-test-token" },
    });
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url };

    const first = startWorker(env);
    workers.push(first);
    // The SMTP server holds its answer to DATA until the worker is dead.
    smtp.onMessage(() => first.kill("SIGKILL"));
    await until(() => first.child.exitCode !== null || first.child.signalCode !== null, "the worker to die", 60_000);
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(smtp.received).toHaveLength(1);
    smtp.onMessage(undefined);

    const [claimed] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(claimed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(claimed?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    // A new worker leaves the dead one's lease alone (a second copy while it might still be sending) ...
    const second = startWorker(env);
    workers.push(second);
    await until(() => second.output().includes("worker running"), "the second worker to start", 60_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received).toHaveLength(1);
    // ... and sends the mail once the lease (10 minutes) has run out: time passes here by moving it.
    await sql(url, "update outbox set locked_until = now() - interval '1 second' where id = $1", [id]);
    const leaseEndedAt = Date.now();
    await until(() => smtp.received.length === 2, "the mail to be sent again", 60_000);
    await until(
      async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.status === "sent",
      "the mail to be marked sent",
    );
    const resentMs = Date.now() - leaseEndedAt;
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    const ids = smtp.received.map((m) => parseMail(m.raw).headers.get("message-id"));
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    expect(smtp.received.every((m) => m.rcptTo.includes("killed-worker@example.ch"))).toBe(true);

    await second.kill("SIGTERM");
    expect(second.child.exitCode).toBe(0);
    recordFigures("Worker killed between sending a mail and marking it sent (SIGKILL)", [
      {
        figure: "copies sent while the dead worker's lease lasts",
        measured: "1 (the interrupted one)",
        target: "no second copy",
        pass: true,
      },
      {
        figure: "resent by a new worker after the lease ran out",
        measured: `in ${(resentMs / 1000).toFixed(1)} s, same Message-ID, marked sent (attempts 2)`,
        target: "sent again, never lost",
        pass: true,
      },
    ]);
  });
});

/**
 * The worker inside the real server process (main.ts): started with SMTP_URL, stopped by SIGTERM,
 * and killed with SIGKILL between "sent" and "marked sent" without losing the mail.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { REPO_ROOT } from "../config";
import { openDatabase, type Database } from "../db/client";
import { outbox } from "../db/schema";
import { queueMail } from "../features/mail/mail.service";
import { databaseUrlFor } from "../test/database-url";
import { createTestDatabase } from "../test/test-database";
import { createOutboxWorker, createSmtpTransport } from "./outbox-worker";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../test/test-smtp-server";
import { testContext } from "../test/test-context";

const LINK = "http://localhost:3000/en/account/login-token/process-test-token";

/**
 * A database the child server can open too: on PostgreSQL a test database of its own (its URL
 * goes to the child), on PGlite a migrated data directory (one process at a time opens it).
 */
interface SharedDatabase {
  env: Record<string, string>;
  /** Opens it in this process; on PGlite only while the child is not running. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function sharedDatabase(): Promise<SharedDatabase> {
  const source = inject("testDatabase");
  if (source.engine === "postgres") {
    const database = await createTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name ?? "";
    const keep = { ...database, close: async () => {} };
    return {
      env: { DATABASE_URL: databaseUrlFor(source.adminUrl, name) },
      open: async () => keep,
      dispose: () => database.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-worker-"));
  const first = await openDatabase({ dataDir });
  await first.migrate();
  await first.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function startServer(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "apps/server/src/main.ts")], {
    env: { PATH: process.env.PATH, PORT: "0", SEED_DEMO_DATA: "false", LOG_LEVEL: "info", APP_ENV: "test", ...env },
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function until(condition: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const log = { info: () => {}, warn: () => {}, error: () => {} };

// Each test starts a server process (and, on PGlite, migrates a data directory): slower than the rest.
describe("the worker in the server process", { timeout: 60_000 }, () => {
  let smtp: TestSmtpServer;
  let shared: SharedDatabase;
  const children: ChildProcessWithoutNullStreams[] = [];

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    shared = await sharedDatabase();
  });

  afterEach(async () => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    await smtp.close();
    await shared.dispose();
  });

  async function queueOne(to: string): Promise<{ id: number; key: string }> {
    const database = await shared.open();
    try {
      const id = await queueMail(testContext(database.db), {
        to,
        language: "en",
        template: "signup_invite",
        params: { signupLink: LINK },
      });
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      return { id, key: row?.idempotencyKey ?? "" };
    } finally {
      await database.close();
    }
  }

  async function rowOf(id: number) {
    const database = await shared.open();
    try {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    } finally {
      await database.close();
    }
  }

  it("delivers the outbox when SMTP_URL is set and stops cleanly on SIGTERM", async () => {
    const { id, key } = await queueOne("process@example.ch");
    const server = startServer({
      ...shared.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jobatlas Test <mailer@jobatlas.example>",
    });
    children.push(server.child);
    await until(() => server.output().includes('"msg":"mail sent"'), "the child to send the mail");
    expect(smtp.received).toHaveLength(1);
    const mail = parseMail(smtp.received[0]?.raw ?? "");
    expect(mail.headers.get("message-id")).toBe(`<${key}>`);
    expect(mail.headers.get("from")).toBe("Jobatlas Test <mailer@jobatlas.example>");
    expect(mail.text).toContain(LINK);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never loses the mail when the process is killed after the server accepted it but before it was marked sent", async () => {
    const { id, key } = await queueOne("killed@example.ch");
    const server = startServer({ ...shared.env, SMTP_URL: smtp.url });
    children.push(server.child);
    // The SMTP server has the whole message; the process dies before it hears "250 OK".
    smtp.onMessage(async () => {
      server.child.kill("SIGKILL");
      await server.exited;
    });
    await server.exited;
    expect(smtp.received).toHaveLength(1);
    smtp.onMessage(undefined);

    const database = await shared.open();
    try {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
      expect(row?.lockedUntil).toBeInstanceOf(Date);

      // A new worker, once the dead one's lease (10 minutes) has run out, sends it again as the same message.
      const transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
      const worker = createOutboxWorker({ db: database.db, transport, log, now: () => new Date(Date.now() + 601_000) });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
      transport.close();
      const [after] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(after).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await database.close();
    }
    expect(smtp.received.map((r) => parseMail(r.raw).headers.get("message-id"))).toEqual([`<${key}>`, `<${key}>`]);
  });

  it("warns at start in production when SMTP_URL is missing", async () => {
    const server = startServer({
      ...shared.env,
      APP_ENV: "production",
      PUBLIC_URL: "http://localhost:3000",
      SECRET_KEY: "outbox-process-test-".padEnd(40, "k"),
      WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
    });
    children.push(server.child);
    await until(() => server.output().includes("Jobatlas is running"), "the server to start");
    await until(() => server.output().includes("SMTP_URL is not set"), "the warning");
    const line =
      server
        .output()
        .split("\n")
        .find((l) => l.includes("SMTP_URL is not set")) ?? "";
    expect(JSON.parse(line)).toMatchObject({
      level: 40,
      msg: "SMTP_URL is not set: mails are queued in the outbox but NOT delivered",
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

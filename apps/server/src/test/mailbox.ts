import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

/** Mails queued for an address, newest first (what the dev mailbox and the worker see). */
export function mailsTo(db: Db, email: string) {
  return db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.id));
}

/** The sign-in token in the newest mail to an address. */
export async function loginTokenFromMail(db: Db, email: string): Promise<string> {
  const [mail] = await mailsTo(db, email);
  const token = mail && /\/account\/login-token\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return token;
}

/** The 6-digit code in the newest mail to an address. */
export async function codeFromMail(db: Db, email: string): Promise<string> {
  const [mail] = await mailsTo(db, email);
  const code = mail && /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

import type { TDebugMail } from "@jobatlas/contract";
import type { OutboxMailRow } from "./mail.repo";

export function presentMail(row: OutboxMailRow): TDebugMail {
  return {
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Test rows of the message templates and scheduled rejections (issue 30 point 2), inserted straight. */
import { randomUUID } from "node:crypto";
import { messageTemplates, scheduledRejections } from "../db/schema";
import type { TestApp } from "./test-app";

type Target = Pick<TestApp, "database" | "now">;

/** A rejection template of the organisation (or of `kind`), with a unique name. */
export async function buildMessageTemplate(
  t: Target,
  organizationId: number,
  columns: Partial<typeof messageTemplates.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(messageTemplates)
    .values({
      organizationId,
      kind: "reject",
      name: `Template ${randomUUID()}`,
      texts: { en: "Dear {{first_name}}, thank you for applying for {{listing_title}}. {{company}}" },
      ...columns,
    })
    .returning();
  return row!;
}

/** A rejection of the application waiting a day in a batch of its own. */
export async function buildScheduledRejection(t: Target, organizationId: number, applicationId: number) {
  const [row] = await t.database.db
    .insert(scheduledRejections)
    .values({
      organizationId,
      applicationId,
      batchId: randomUUID(),
      message: "Thank you, but no.",
      sendAt: new Date(t.now().getTime() + 24 * 60 * 60 * 1000),
    })
    .returning();
  return row!;
}

import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { media, organizations, users } from "../../db/schema";

export async function insertMedia(
  db: Db,
  values: { id: string; ownerUserId: number | null; contentType: string; bytes: Buffer },
) {
  await db.insert(media).values({ ...values, byteSize: values.bytes.length, cleanedAt: new Date() });
}

export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export async function deleteMedia(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}

/** Images stored before uploads were cleaned (ADR 064), oldest first. */
export function findUncleanedMedia(db: Db, limit: number) {
  return db
    .select({ id: media.id, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(isNull(media.cleanedAt))
    .orderBy(asc(media.createdAt), asc(media.id))
    .limit(limit);
}

/** Replaces an image's bytes with their cleaned form. */
export async function replaceMediaBytes(db: Db, id: string, values: { contentType: string; bytes: Buffer }, at: Date) {
  await db
    .update(media)
    .set({ ...values, byteSize: values.bytes.length, cleanedAt: at })
    .where(eq(media.id, id));
}

/**
 * Deletes an image and every reference to it: a user's picture and an organisation's logo
 * (listings' pictures are set null by their foreign key).
 */
export async function deleteMediaAndReferences(db: Db, id: string) {
  await db.update(users).set({ pictureId: null }).where(eq(users.pictureId, id));
  await db
    .update(organizations)
    .set({ logoUrl: null, revision: nextRevision(organizations.revision) })
    .where(eq(organizations.logoUrl, `/media/${id}`));
  await deleteMedia(db, id);
}

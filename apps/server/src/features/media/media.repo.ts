import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";

export async function insertMedia(
  db: Db,
  values: { id: string; ownerUserId: number | null; contentType: string; bytes: Buffer },
) {
  await db.insert(media).values({ ...values, byteSize: values.bytes.length });
}

export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export async function deleteMedia(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}

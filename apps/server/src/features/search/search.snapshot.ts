/**
 * Snapshots of the search index in the database (ADR 040): instances are stateless and a new one
 * has no disk of the others, so the bytes live in PostgreSQL (or PGlite), in parts of a few MB,
 * with their length and SHA-256. A snapshot that is missing, of another version, too old for the
 * change feed, ahead of the database's changes, short or altered is not loaded: the caller then
 * builds from the tables. Writing happens in one transaction under an advisory lock, so two
 * instances never write at once and the previous snapshot is replaced atomically.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { deflateRaw as deflateRawCallback, inflateRaw as inflateRawCallback } from "node:zlib";
import type { Db } from "../../db/client";
import * as repo from "./search.repo";
import { encodeSnapshot, type SnapshotSection } from "./snapshot-format";

/** Bytes per stored part before compression: rows of a few MB are easy on every client. */
export const SNAPSHOT_PART_BYTES = 8 << 20;
/**
 * Parts are stored deflated at level 1 (a third of the bytes at national scale: the offsets, JSON
 * and even the gap-coded postings shrink), in libuv's threads, not the event loop: the database
 * sends (in hex) and the instance receives a third as much.
 */
/** Parts being read at once when a snapshot loads (each on a connection of the pool). */
const READ_AHEAD = 3;
const deflateRaw = promisify(deflateRawCallback);
const inflateRaw = promisify(inflateRawCallback);
/**
 * The change feed keeps a day of changes (RETENTION.searchChangeDays; a test holds the two
 * together): the changes after a snapshot older than this may be gone in part, so it is not loaded.
 */
export const SNAPSHOT_MAX_AGE_SECONDS = 20 * 3600;

export type LoadedSnapshot =
  { ok: true; id: number; changeSeq: number; bytes: Uint8Array; ageSeconds: number } | { ok: false; reason: string };

/** The newest usable snapshot of this version, its bytes checked against its length and checksum. */
export async function loadSnapshot(db: Db, version: string): Promise<LoadedSnapshot> {
  const row = await repo.latestSnapshot(db, version);
  if (!row) return { ok: false, reason: "no snapshot of this version" };
  if (row.ageSeconds > SNAPSHOT_MAX_AGE_SECONDS)
    return {
      ok: false,
      reason: `written ${Math.round(row.ageSeconds / 3600)} h ago: older than the change feed keeps`,
    };
  if (row.changeSeq > (await repo.lastChangeSeq(db)))
    return { ok: false, reason: "its change number is ahead of this database's changes" };
  const bytes = new Uint8Array(row.size);
  const hash = createHash("sha256");
  let offset = 0;
  // The next parts are read (on other connections: the database encodes them meanwhile) while
  // this one is inflated, copied and hashed.
  const read = (part: number) => {
    const pending = repo.snapshotPart(db, row.id, part);
    pending.catch(() => {}); // awaited below, or left when an earlier part failed the checks
    return pending;
  };
  const ahead: Promise<Uint8Array | undefined>[] = [];
  for (let part = 0; part < Math.min(READ_AHEAD, row.parts); part++) ahead.push(read(part));
  for (let part = 0; part < row.parts; part++) {
    const stored = await ahead.shift()!;
    if (part + READ_AHEAD < row.parts) ahead.push(read(part + READ_AHEAD));
    if (!stored) return { ok: false, reason: `part ${part} of ${row.parts} is missing` };
    let chunk: Uint8Array;
    try {
      chunk = await inflateRaw(stored);
    } catch {
      return { ok: false, reason: `part ${part} does not inflate` };
    }
    if (offset + chunk.byteLength > row.size) return { ok: false, reason: "longer than recorded" };
    bytes.set(chunk, offset);
    hash.update(chunk);
    offset += chunk.byteLength;
  }
  if (offset !== row.size) return { ok: false, reason: `${offset} bytes instead of ${row.size}` };
  if (hash.digest("hex") !== row.sha256) return { ok: false, reason: "checksum mismatch" };
  return { ok: true, id: row.id, changeSeq: row.changeSeq, bytes, ageSeconds: row.ageSeconds };
}

export type WrittenSnapshot =
  | { written: true; changeSeq: number; size: number; stored: number; parts: number }
  | { written: false; reason: string };

export class SnapshotWriteStopped extends Error {}

/**
 * Writes a snapshot unless another instance is writing one, or the newest one of this version is
 * younger than `minIntervalSeconds` or already holds the changes the index holds. `capture` takes
 * the index's sections and the change number it holds at one moment (undefined: not now).
 */
export async function writeSnapshot(
  db: Db,
  opts: {
    version: string;
    minIntervalSeconds: number;
    capture: () => { changeSeq: number; sections: SnapshotSection[] } | undefined;
    /** Checked between parts: true rolls the write back (the server is closing). */
    stop?: () => boolean;
  },
): Promise<WrittenSnapshot> {
  return db.transaction(async (tx) => {
    if (!(await repo.tryLockSnapshotWriting(tx))) return { written: false, reason: "another instance is writing one" };
    const latest = await repo.latestSnapshot(tx, opts.version);
    if (latest && latest.ageSeconds < opts.minIntervalSeconds) return { written: false, reason: "a recent one exists" };
    const taken = opts.capture();
    if (!taken) return { written: false, reason: "the index is not ready" };
    if (latest && latest.changeSeq >= taken.changeSeq)
      return { written: false, reason: "the newest one holds every change already" };
    const id = await repo.insertSnapshot(tx, {
      version: opts.version,
      changeSeq: taken.changeSeq,
      size: 0,
      parts: 0,
      sha256: "",
    });
    const hash = createHash("sha256");
    const buffer = new Uint8Array(SNAPSHOT_PART_BYTES);
    let used = 0;
    let size = 0;
    let stored = 0;
    let parts = 0;
    const flush = async () => {
      if (opts.stop?.()) throw new SnapshotWriteStopped("the server is closing");
      const part = buffer.subarray(0, used);
      hash.update(part);
      // The buffer is refilled only after both resolve: zlib and the driver have read it by then.
      const compressed = await deflateRaw(part, { level: 1 });
      stored += compressed.byteLength;
      await repo.insertSnapshotPart(tx, id, parts++, compressed);
      size += used;
      used = 0;
    };
    for await (const piece of encodeSnapshot(opts.version, taken.sections)) {
      for (let at = 0; at < piece.byteLength;) {
        const n = Math.min(SNAPSHOT_PART_BYTES - used, piece.byteLength - at);
        buffer.set(piece.subarray(at, at + n), used);
        used += n;
        at += n;
        if (used === SNAPSHOT_PART_BYTES) await flush();
      }
    }
    if (used > 0) await flush();
    await repo.finishSnapshot(tx, id, { size, parts, sha256: hash.digest("hex") });
    await repo.deleteOtherSnapshots(tx, id, opts.version, SNAPSHOT_MAX_AGE_SECONDS);
    return { written: true, changeSeq: taken.changeSeq, size, stored, parts };
  });
}

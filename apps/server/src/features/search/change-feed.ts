/**
 * Keeps a process's search index current (ADR 012): reads the organisations that the triggers of
 * migration 0005 appended to `search_changes`, in sequence order, and has the index re-read them.
 * It polls every second and, where the database offers NOTIFY, wakes at once.
 *
 * Sequence numbers are handed out when a row is written, not when its transaction commits: a
 * long transaction can commit number 10 after number 11 was read. So a missing number is a gap
 * that is looked up again on every poll until it shows up or GAP_TIMEOUT_MS passes; then (most
 * likely a rollback, possibly a very long transaction) the index is rebuilt from the tables.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import * as repo from "./search.repo";
import type { SearchIndex } from "./search.index";

const BATCH = 1000;
/** How long a missing sequence number is waited for; then the index is rebuilt. */
export const GAP_TIMEOUT_MS = 60_000;
/** More missing numbers than this at once are not tracked one by one (a bulk rollback). */
const MAX_TRACKED_GAPS = 10_000;

export interface ChangeFeedOptions {
  db: Db;
  index: SearchIndex;
  log: FastifyBaseLogger;
  /** Where to start: the last sequence number whose change the index already holds. */
  after: number;
  /**
   * Numbers up to this one that are missing are not waited for: older than the settle window,
   * their transactions ended long ago (a start from a snapshot reads hours of changes at once).
   */
  ignoreGapsThrough?: number;
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  pollMs?: number;
  now?: () => number;
  /** Called after each round with `appliedThrough` (tests wait for a change to be applied). */
  onApplied?: (appliedThrough: number) => void;
}

export interface ChangeFeed {
  start(): Promise<void>;
  /** One round: reads and applies what is new (tests call it directly). */
  poll(): Promise<void>;
  /** Reads and applies everything there is, before start(); throws when the database fails. */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
  readonly cursor: number;
  readonly pendingGaps: number;
  /**
   * Every change up to this number is in the index (the cursor, less any gap still waited for):
   * the change number of a snapshot taken now.
   */
  readonly appliedThrough: number;
}

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { db, index, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  let cursor = options.after;
  let appliedThrough = options.after;
  const ignoreGapsThrough = options.ignoreGapsThrough ?? 0;
  const gaps = new Map<number, number>(); // sequence number → when it was first missed
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function pollOnce(): Promise<boolean> {
    const organizationIds: number[] = [];
    const rows = await repo.changesAfter(db, cursor, BATCH);
    let lost = false;
    for (const row of rows) {
      if (row.seq > cursor + 1) {
        const from = Math.max(cursor + 1, ignoreGapsThrough + 1);
        if (row.seq - from <= MAX_TRACKED_GAPS) {
          for (let missing = from; missing < row.seq; missing++) gaps.set(missing, now());
        } else lost = true;
      }
      cursor = Math.max(cursor, row.seq);
      organizationIds.push(row.organizationId);
    }
    if (gaps.size > 0) {
      for (const row of await repo.changesWithSeqs(db, [...gaps.keys()])) {
        gaps.delete(row.seq);
        organizationIds.push(row.organizationId);
      }
      const expired = now() - GAP_TIMEOUT_MS;
      for (const [seq, since] of gaps) {
        if (since < expired) {
          gaps.delete(seq);
          lost = true;
        }
      }
    }
    let through = cursor;
    for (const seq of gaps.keys()) through = Math.min(through, seq - 1);
    if (organizationIds.length > 0) await index.applyChanges(organizationIds);
    // (A rebuild for a lost gap starts below; the index refuses snapshots while it runs.)
    appliedThrough = Math.max(appliedThrough, through);
    if (lost) {
      // A gap too large to track, or one still open after a minute (a rolled-back transaction, or
      // a very long one): the only way not to miss it is to read everything again.
      log.warn("search change feed: a gap in the change numbers was given up; rebuilding the index");
      void index.build().catch((err: unknown) => log.error({ err }, "search index rebuild failed"));
    }
    return rows.length === BATCH;
  }

  function poll(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (await pollOnce()) again = true;
        } while (again && !stopped);
        options.onApplied?.(appliedThrough);
      } catch (err) {
        log.error({ err }, "search change feed: poll failed, retrying");
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    async start() {
      if (options.listen) {
        try {
          unlisten = await options.listen("search_changes", () => void poll());
        } catch (err) {
          log.warn({ err }, "search change feed: LISTEN unavailable, polling only");
        }
      }
      await poll();
      schedule();
    },
    poll,
    async catchUp() {
      while (await pollOnce()) {
        if (stopped) return;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten?.();
      await running;
    },
    get cursor() {
      return cursor;
    },
    get pendingGaps() {
      return gaps.size;
    },
    get appliedThrough() {
      return appliedThrough;
    },
  };
}

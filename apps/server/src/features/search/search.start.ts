import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, Db } from "../../db/client";
import { createChangeFeed, type ChangeFeed } from "./change-feed";
import type { SearchIndex } from "./search.index";
import { settledChangeSeq } from "./search.repo";
import { loadSnapshot, SnapshotWriteStopped, writeSnapshot, type WrittenSnapshot } from "./search.snapshot";

/** Changes younger than this are applied again after a build: their transactions may still have been open. */
const SETTLE_SECONDS = 60;
const RETRY_BUILD_MS = 5000;

export interface SearchStartOptions {
  /** The primary: LISTEN/NOTIFY (a standby can do neither) and snapshot writes. */
  database: Database;
  /** What the index builds from and follows: the replica when one is set, else the primary. */
  readDb: Db;
  index: SearchIndex;
  /** How often this instance offers a snapshot of its index (ADR 040); 0: snapshots are neither written nor loaded. */
  snapshotMinutes: number;
  log: FastifyBaseLogger;
  /** Called after each round of the change feed with the change number the index holds (tests). */
  onApplied?: (appliedThrough: number) => void;
}

export interface SearchStarter {
  /** Restores from a snapshot or builds, then follows the change feed; resolves with how it started. */
  start(): Promise<"restored" | "built" | "closed">;
  /** Writes a snapshot now unless another instance wrote one within the interval (tests; the timer's work). */
  writeSnapshot(options?: { minIntervalSeconds?: number }): Promise<WrittenSnapshot>;
  /**
   * Resolves once the start-up work is over: the index answers and, after a build, the snapshot
   * that replaces the missing one is written (or skipped). The start banner waits for it (main.ts).
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
  readonly feed: ChangeFeed | undefined;
}

/**
 * Starts the index from the newest usable snapshot and the changes since its change number, else
 * builds it from the tables (ADR 012, 040); then follows the change feed. Searches answer 503
 * until either is done.
 */
export function createSearchStarter(opts: SearchStartOptions): SearchStarter {
  const { database, readDb, index, log } = opts;
  const snapshots = opts.snapshotMinutes > 0 ? index.snapshots : undefined;
  const periodMs = opts.snapshotMinutes * 60_000;
  let feed: ChangeFeed | undefined;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<WrittenSnapshot> | undefined;
  let starting: Promise<"restored" | "built" | "closed"> | undefined;
  let settle: () => void = () => {};
  const settledAfterStart = new Promise<void>((resolve) => (settle = resolve));

  const follow = (after: number, ignoreGapsThrough?: number) =>
    createChangeFeed({
      db: readDb,
      index,
      log: log.child({ component: "search-feed" }),
      after,
      ignoreGapsThrough,
      listen: database.listen,
      onApplied: opts.onApplied,
    });

  async function restore(): Promise<boolean> {
    if (!snapshots) return false;
    const started = Date.now();
    try {
      const settled = await settledChangeSeq(readDb, SETTLE_SECONDS);
      const loaded = await loadSnapshot(readDb, snapshots.version);
      if (!loaded.ok) {
        log.info({ reason: loaded.reason }, "search index: no usable snapshot, building from the database");
        return false;
      }
      const loadMs = Date.now() - started;
      let restored: ChangeFeed | undefined;
      const steps = await snapshots.restore(loaded.bytes, async () => {
        // Every change after the snapshot's number, applied before the index answers.
        restored = follow(loaded.changeSeq, settled);
        await restored.catchUp();
      });
      feed = restored!;
      if (closing) return false;
      await feed.start();
      log.info(
        {
          ms: Date.now() - started,
          loadMs,
          ...steps,
          bytes: loaded.bytes.byteLength,
          snapshotAgeSeconds: Math.round(loaded.ageSeconds),
          changeSeq: loaded.changeSeq,
          caughtUpTo: feed.cursor,
        },
        "search index restored from a snapshot",
      );
      return true;
    } catch (err) {
      if (closing) return false;
      log.warn({ err }, "search index: the snapshot could not be used, building from the database");
      return false;
    }
  }

  async function build(): Promise<void> {
    const started = Date.now();
    const after = await settledChangeSeq(readDb, SETTLE_SECONDS);
    await index.build();
    log.info({ ms: Date.now() - started }, "search index built");
    if (closing) return;
    feed = follow(after);
    await feed.start();
  }

  /** `minIntervalSeconds`: skip when the newest snapshot is younger (by default 90% of the period). */
  /** `afterFirst`: called once the first of these writes is over (or none will happen). */
  function scheduleSnapshots(delayMs: number, minIntervalSeconds?: number, afterFirst?: () => void) {
    if (!snapshots || closing) return afterFirst?.();
    // Some spread, so instances started together do not all try at the same moment.
    timer = setTimeout(
      () => {
        void writeNow(minIntervalSeconds)
          .catch((err: unknown) => {
            // (Closing rolls the write back: not a failure.)
            if (!closing && !(err instanceof SnapshotWriteStopped)) log.error({ err }, "search index snapshot failed");
          })
          .finally(() => {
            afterFirst?.();
            scheduleSnapshots(periodMs);
          });
      },
      delayMs * (1 + Math.random() * 0.1),
    );
    timer.unref();
  }

  function writeNow(minIntervalSeconds = (periodMs / 1000) * 0.9): Promise<WrittenSnapshot> {
    if (!snapshots) return Promise.resolve({ written: false, reason: "snapshots are off" });
    writing ??= (async () => {
      const started = Date.now();
      const result = await writeSnapshot(database.db, {
        version: snapshots.version,
        minIntervalSeconds,
        capture: () => {
          if (!feed || closing) return undefined;
          const changeSeq = feed.appliedThrough;
          const sections = snapshots.capture();
          return sections && { changeSeq, sections };
        },
        stop: () => closing,
      });
      if (result.written)
        log.info(
          {
            ms: Date.now() - started,
            bytes: result.size,
            storedBytes: result.stored,
            parts: result.parts,
            changeSeq: result.changeSeq,
          },
          "search index snapshot written",
        );
      else log.debug({ reason: result.reason }, "search index snapshot not written");
      return result;
    })().finally(() => (writing = undefined));
    return writing;
  }

  async function start(): Promise<"restored" | "built" | "closed"> {
    while (!closing) {
      try {
        if (await restore()) {
          scheduleSnapshots(periodMs);
          settle();
          return "restored";
        }
        if (closing) break;
        await build();
        if (closing) break;
        // There was no usable snapshot (none of this version, too old, broken): this build replaces
        // it, unless one was written within the last minute (instances that built together).
        scheduleSnapshots(0, 60, settle);
        return "built";
      } catch (err) {
        if (closing) break;
        log.error({ err }, "search index build failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, RETRY_BUILD_MS));
      }
    }
    return "closed";
  }

  return {
    start: () => (starting ??= start()),
    writeSnapshot: (options) => writeNow(options?.minIntervalSeconds),
    settled: () => settledAfterStart,
    async stop() {
      closing = true;
      settle();
      if (timer) clearTimeout(timer);
      await index.close(); // a build under way stops at its next batch
      await starting?.catch(() => {});
      await writing?.catch(() => {});
      await feed?.stop();
    },
    get feed() {
      return feed;
    },
  };
}

/**
 * Starts the index once the server is ready, without holding up the start (searches answer 503
 * until it is built), then follows the change feed until the server closes. Registered as an
 * encapsulated plugin: its onClose hook then runs before the root's, which closes the database.
 */
export async function searchIndexPlugin(
  app: FastifyInstance,
  opts: Omit<SearchStartOptions, "log" | "readDb"> & { readDb?: Db; onSettled?: () => void },
) {
  const starter = createSearchStarter({ ...opts, readDb: opts.readDb ?? opts.database.db, log: app.log });
  app.addHook("onReady", async () => {
    void starter.start();
    if (opts.onSettled) void starter.settled().then(opts.onSettled);
  });
  app.addHook("onClose", async () => {
    await starter.stop();
  });
}

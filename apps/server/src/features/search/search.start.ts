import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { createChangeFeed, type ChangeFeed } from "./change-feed";
import type { SearchIndex } from "./search.index";
import { settledChangeSeq } from "./search.repo";

/** Changes younger than this are applied again after a build: their transactions may still have been open. */
const SETTLE_SECONDS = 60;
const RETRY_BUILD_MS = 5000;

/**
 * Builds the index once the server is ready, without holding up the start (searches answer 503
 * until it is built), then follows the change feed until the server closes. Registered as an
 * encapsulated plugin: its onClose hook then runs before the root's, which closes the database.
 */
export async function searchIndexPlugin(app: FastifyInstance, opts: { database: Database; index: SearchIndex }) {
  const { database, index } = opts;
  let feed: ChangeFeed | undefined;
  let closing = false;
  let starting: Promise<void> | undefined;

  async function start(): Promise<void> {
    while (!closing) {
      try {
        const started = Date.now();
        const after = await settledChangeSeq(database.db, SETTLE_SECONDS);
        await index.build();
        app.log.info({ ms: Date.now() - started }, "search index built");
        if (closing) return;
        feed = createChangeFeed({
          db: database.db,
          index,
          log: app.log.child({ component: "search-feed" }),
          after,
          listen: database.listen,
        });
        await feed.start();
        return;
      } catch (err) {
        if (closing) return;
        app.log.error({ err }, "search index build failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, RETRY_BUILD_MS));
      }
    }
  }

  app.addHook("onReady", async () => {
    starting = start();
  });
  app.addHook("onClose", async () => {
    closing = true;
    await index.close(); // a build under way stops at its next batch
    await starting?.catch(() => {});
    await feed?.stop();
  });
}

import pg from "pg";

/**
 * Sees, on PostgreSQL, whether a request under test is waiting for a row lock another transaction
 * holds — instead of guessing how long the request needs to get there on this machine (ADR 066).
 * Its own connection, outside any transaction: pg_stat_activity is read once per transaction.
 */
export async function lockWaits(url: string) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const waiting = async () => {
    const { rows } = await probe.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    return rows[0]!.n > 0;
  };
  const poll = () => new Promise((resolve) => setTimeout(resolve, 10));
  return {
    /** Resolves once a session of this database waits for a lock. */
    async untilWaiting(): Promise<void> {
      while (!(await waiting())) await poll();
    },
    /** The request's status once it answers, or "blocked" once it (or another session) waits for a lock. */
    async statusOrBlocked(request: Promise<{ statusCode: number }>): Promise<number | "blocked"> {
      let status: number | undefined;
      const answered = request.then((res) => (status = res.statusCode));
      while (status === undefined) {
        if (await waiting()) return status ?? "blocked";
        await Promise.race([answered, poll()]);
      }
      return status;
    },
    close: () => probe.end(),
  };
}

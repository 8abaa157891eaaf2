/**
 * What the load test needs in the database besides the data set: seekers who sign in, their
 * sign-in tokens, and active listings to apply to. Seekers are created with SQL (like the data
 * set's loader), never through mailed links; each sign-in spends a token minted here, stored as
 * the server stores a mailed link's token (its SHA-256 only), so POST /capi/check-token does the
 * same work as for a link from a mail.
 */
import pg from "pg";
import { hashToken, newToken } from "../../apps/server/src/lib/secrets";
import type { LoadMeta } from "../search/load";

/** What bench_meta says was loaded, or undefined (no table, no row, no database). */
export async function loadedMeta(databaseUrl: string): Promise<LoadMeta | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ value: LoadMeta }>("SELECT value FROM bench_meta WHERE key = 'load'");
    return rows[0]?.value;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const SEEKER_DOMAIN = "loadtest.jobatlas.example";

export interface LoadData {
  /** Unspent sign-in tokens, each for one sign-in (single use, as a mailed link). */
  tokens: string[];
  /** Active listings with their company: what applications are sent to. */
  listings: { id: number; companyId: number }[];
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes `count` seeker accounts (kept across runs); answers how many there are. */
export function ensureSeekers(databaseUrl: string, count: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO users (email, first_name, last_name, language, email_verified_at)
       SELECT 'seeker-' || n || '@${SEEKER_DOMAIN}', 'Load', 'Seeker ' || n, CASE WHEN n % 3 = 0 THEN 'en' ELSE 'de' END, now()
       FROM generate_series(1, $1::int) AS n
       ON CONFLICT DO NOTHING`,
      [count],
    );
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM users WHERE email LIKE '%@${SEEKER_DOMAIN}'`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/**
 * Mints `count` sign-in tokens spread over the seekers, valid for `ttlHours` (a mailed link lives
 * 10 minutes, but these wait for their turn in the run); unspent ones of earlier phases are removed.
 */
export function mintTokens(databaseUrl: string, count: number, ttlHours: number): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows: users } = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE email LIKE '%@${SEEKER_DOMAIN}' ORDER BY id`,
    );
    if (users.length === 0) throw new Error("no seekers: ensureSeekers first");
    await client.query(
      `DELETE FROM login_tokens WHERE used_at IS NULL AND user_id IN (SELECT id FROM users WHERE email LIKE '%@${SEEKER_DOMAIN}')`,
    );
    const tokens = Array.from({ length: count }, () => newToken());
    const chunk = 5000;
    for (let from = 0; from < tokens.length; from += chunk) {
      const slice = tokens.slice(from, from + chunk);
      await client.query(
        `INSERT INTO login_tokens (token_hash, user_id, next, expires_at)
         SELECT h, u, '/de/search', now() + make_interval(hours => $3::int)
         FROM unnest($1::text[], $2::bigint[]) AS t(h, u)`,
        [slice.map((token) => hashToken(token)), slice.map((_, i) => users[(from + i) % users.length]!.id), ttlHours],
      );
    }
    return tokens;
  });
}

/** `count` active listings at random, with their company. */
export function sampleListings(databaseUrl: string, count: number): Promise<LoadData["listings"]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM listings WHERE status = 'active' ORDER BY random() LIMIT $1`,
      [count],
    );
    return rows.map((l) => ({ id: Number(l.id), companyId: Number(l.organization_id) }));
  });
}

/**
 * Notifications to the Google Indexing API (issue 30 point 4, ADR 092): a listing's public page
 * is announced (URL_UPDATED) when it goes live or changes and withdrawn (URL_DELETED) when it
 * ends. Off unless GOOGLE_INDEXING_KEY is configured: then the listing's change writes a row in
 * its own transaction, and the worker's "search-engine-notifications" task sends the due rows —
 * an OAuth2 JWT bearer grant signed RS256 with node:crypto, then one publish call per row — with
 * backoff, giving up after MAX_ATTEMPTS with the last error kept.
 */
import { sign } from "node:crypto";
import type { AppContext } from "../../context";
import type { Config } from "../../config";
import { publicPaths, siteUrl } from "../seo/seo.head";
import {
  deleteDoneNotifications,
  insertIndexingNotifications,
  leaseDueNotifications,
  listingPagesOf,
  markNotificationFailed,
  markNotificationSent,
  type IndexingKind,
} from "./indexing.repo";

export const INDEXING_SCOPE = "https://www.googleapis.com/auth/indexing";
/** Attempts before a notification is given up (its last_error kept): about 4 hours of backoff. */
export const MAX_ATTEMPTS = 8;
/** Rows a run takes at most, and how long it holds them (a worker that dies frees them then). */
const BATCH = 50;
const LEASE_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 2 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 120) * 60_000;
}

/**
 * Writes a notification for each listing's public page (in the listing's language), in the
 * caller's transaction. Nothing when the Indexing API is not configured.
 */
export async function noteListingPages(ctx: AppContext, listingIds: number[], kind: IndexingKind): Promise<void> {
  if (!ctx.config.googleIndexing || listingIds.length === 0) return;
  const site = siteUrl(ctx.config.publicUrl);
  const pages = await listingPagesOf(ctx.db, listingIds);
  const at = ctx.now();
  await insertIndexingNotifications(
    ctx.db,
    pages.map((page) => ({
      url: `${site}/${page.language}${publicPaths.listing(page.organizationId, page.id)}`,
      kind,
      at,
    })),
  );
}

type IndexingConfig = NonNullable<Config["googleIndexing"]>;

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The JWT bearer assertion of the service account (RFC 7523), signed RS256. */
export function serviceAccountAssertion(config: IndexingConfig, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: "RS256", typ: "JWT", ...(config.key.private_key_id ? { kid: config.key.private_key_id } : {}) };
  const claims = { iss: config.key.client_email, scope: INDEXING_SCOPE, aud: config.tokenUrl, iat, exp: iat + 3600 };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(sign("RSA-SHA256", Buffer.from(input), config.key.private_key))}`;
}

/** Access tokens per service account and token endpoint, kept until a minute before they expire. */
const tokens = new Map<string, { token: string; until: number }>();

async function accessToken(config: IndexingConfig, now: Date): Promise<string> {
  const key = `${config.key.client_email} ${config.tokenUrl}`;
  const kept = tokens.get(key);
  if (kept && kept.until > now.getTime()) return kept.token;
  const response = await fetch(config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: serviceAccountAssertion(config, now),
    }).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== "string")
    throw new Error(`token endpoint answered ${response.status}`);
  const seconds = typeof body.expires_in === "number" ? body.expires_in : 3600;
  tokens.set(key, { token: body.access_token, until: now.getTime() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

async function publish(config: IndexingConfig, token: string, url: string, kind: IndexingKind): Promise<void> {
  const response = await fetch(config.publishUrl, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ url, type: kind }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.ok) return;
  const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  if (response.status === 401) tokens.clear();
  throw new Error(`publish answered ${response.status}${text ? `: ${text}` : ""}`);
}

export interface IndexingReport {
  sent: number;
  failed: number;
}

/**
 * One run of the task: sends the due notifications (oldest first) under a lease. Idempotent: a
 * row is marked sent once its call succeeded; a run that dies before leaves it to come due again
 * (the API takes the same notification twice without harm).
 */
export async function runIndexingNotifications(ctx: AppContext): Promise<IndexingReport> {
  const config = ctx.config.googleIndexing;
  const report: IndexingReport = { sent: 0, failed: 0 };
  if (!config) return report;
  const now = ctx.now();
  const rows = await leaseDueNotifications(ctx.db, now, new Date(now.getTime() + LEASE_MS), {
    limit: BATCH,
    maxAttempts: MAX_ATTEMPTS,
  });
  if (rows.length === 0) return report;
  let token: string | undefined;
  let tokenError: string | undefined;
  try {
    token = await accessToken(config, now);
  } catch (err) {
    tokenError = (err as Error).message;
  }
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      if (!token) throw new Error(tokenError ?? "no access token");
      await publish(config, token, row.url, row.kind);
      await markNotificationSent(ctx.db, row.id, attempts, ctx.now());
      report.sent++;
    } catch (err) {
      const message = ((err as Error).message || String(err)).slice(0, 500);
      await markNotificationFailed(ctx.db, row.id, attempts, message, new Date(now.getTime() + backoffMs(attempts)));
      report.failed++;
    }
  }
  return report;
}

/**
 * The retention pass (ADR 092): notifications sent, or given up on, are kept 30 days to see what
 * went out; then deleted. Waiting ones stay whatever their age.
 */
export async function purgeDoneIndexingNotifications(ctx: AppContext): Promise<number> {
  return deleteDoneNotifications(ctx.db, new Date(ctx.now().getTime() - 30 * DAY_MS), MAX_ATTEMPTS);
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Known devices (OWASP "Blocking brute force attacks": device cookies, ADR 063). After a browser
 * proved an address — a sign-in link spent, a mailed code confirmed — it gets an entry for that
 * address in the `known_device` cookie. A request for a link or code for the address carrying such
 * an entry is not held by the cap per address (a stranger's requests fill that one), only by the
 * caps per client. The entry names the address by an HMAC under the server's secret key only: the
 * cookie shows no address, cannot be forged or moved to another address, and the server stores
 * nothing.
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
export const KNOWN_DEVICE_DAYS = 180;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000;
/** A browser shared by a few people (or one with several addresses) keeps this many, newest first. */
export const KNOWN_DEVICE_MAX_ADDRESSES = 5;
const ENTRY = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{32})$/;

function mac(secretKey: string, email: string, issued: string, nonce: string): string {
  return createHmac("sha256", secretKey)
    .update(`known-device\0${email.trim().toLowerCase()}\0${issued}\0${nonce}`)
    .digest("base64url")
    .slice(0, 32);
}

interface Entry {
  raw: string;
  issued: string;
  nonce: string;
  tag: string;
}

/** The well-formed, unexpired entries of a cookie value (at most the maximum; the rest is ignored). */
function entriesOf(cookie: string | undefined, now: Date): Entry[] {
  if (!cookie || cookie.length > 1000) return [];
  const entries: Entry[] = [];
  for (const raw of cookie.split("~").slice(0, KNOWN_DEVICE_MAX_ADDRESSES)) {
    const match = ENTRY.exec(raw);
    if (!match) continue;
    const issuedMs = parseInt(match[1]!, 36) * 1000;
    if (!(issuedMs <= now.getTime() && now.getTime() - issuedMs < KNOWN_DEVICE_MS)) continue;
    entries.push({ raw, issued: match[1]!, nonce: match[2]!, tag: match[3]! });
  }
  return entries;
}

function entryIsFor(entry: Entry, email: string, secretKey: string): boolean {
  const expected = Buffer.from(mac(secretKey, email, entry.issued, entry.nonce));
  const actual = Buffer.from(entry.tag);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether the cookie holds a valid, unexpired entry for this address. */
export function isKnownDevice(cookie: string | undefined, email: string, secretKey: string, now: Date): boolean {
  return entriesOf(cookie, now).some((entry) => entryIsFor(entry, email, secretKey));
}

/**
 * The cookie value after this browser proved `email`: a fresh entry for it first, then the other
 * addresses' entries still valid (an older entry for the same address is replaced).
 */
export function rememberDevice(cookie: string | undefined, email: string, secretKey: string, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const nonce = randomBytes(12).toString("base64url");
  const fresh = `${issued}.${nonce}.${mac(secretKey, email, issued, nonce)}`;
  const others = entriesOf(cookie, now)
    .filter((entry) => !entryIsFor(entry, email, secretKey))
    .map((entry) => entry.raw);
  return [fresh, ...others].slice(0, KNOWN_DEVICE_MAX_ADDRESSES).join("~");
}

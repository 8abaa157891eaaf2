import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A token of 256 bits from the CSPRNG, URL-safe (magic links, sessions, verification tokens). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash: a database leak gives no usable links or sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new token for a mailed one-time link: `token` goes into the link, `stored` is what its row
 * keeps of it (only the hash), when it was written and until when it works.
 */
export function newLinkToken(now: Date, lifetimeMs: number) {
  const token = newToken();
  return {
    token,
    stored: { tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) },
  };
}

/** A code of `length` digits from the CSPRNG, leading zeros kept. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** Salted hash of a short code; "salt:hash". */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, expected] = stored.split(":");
  if (!salt || !expected) return false;
  const actual = createHash("sha256").update(`${salt}:${code}`).digest("hex");
  return timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}

import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The client an address counts as, for limits per client: an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber holds a whole /64 and can pick any address in it),
 * an IPv4 address mapped into IPv6 as the IPv4 address; no address (a destroyed socket) as
 * UNKNOWN_CLIENT.
 */
export function clientNetwork(ip: string | undefined): string {
  // A destroyed socket has no address (see clientKey).
  if (typeof ip !== "string" || ip === "") return UNKNOWN_CLIENT;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split("%")[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = "", tail = ""] = bare.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = bare.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * A pseudonym of a client for one address: an HMAC under the server's secret key of the address
 * and the client's network, so the stored value neither shows the IP, nor can be turned back into
 * it without the key, nor links one client's requests for different addresses. The IP itself is
 * never stored or logged.
 */
export function clientPseudonym(ip: string | undefined, address: string, secretKey: string): string {
  return createHmac("sha256", secretKey)
    .update(`${address}\0${clientNetwork(ip)}`)
    .digest("hex")
    .slice(0, 32);
}

/** The key of a client whose address is unknown: its socket was destroyed before it was read. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The key of a request's client for limits per client (the rate limits' key generator): its
 * network (clientNetwork). Never throws: once a request's socket is destroyed (a client that sent
 * a body after `Content-Length: 0` and had its connection closed for it) `request.ip` is undefined,
 * and such requests count together as UNKNOWN_CLIENT (ADR 064).
 */
export function clientKey(request: { readonly ip: string }): string {
  let ip: unknown;
  try {
    ip = request.ip;
  } catch {
    ip = undefined;
  }
  return typeof ip === "string" && ip !== "" ? clientNetwork(ip) : UNKNOWN_CLIENT;
}

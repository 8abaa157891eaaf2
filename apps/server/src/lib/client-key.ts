import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The client an address counts as, for limits per client: an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber holds a whole /64 and can pick any address in it),
 * an IPv4 address mapped into IPv6 as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
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
export function clientPseudonym(ip: string, address: string, secretKey: string): string {
  return createHmac("sha256", secretKey)
    .update(`${address}\0${clientNetwork(ip)}`)
    .digest("hex")
    .slice(0, 32);
}

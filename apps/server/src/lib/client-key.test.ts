import { describe, expect, it } from "vitest";
import { clientNetwork, clientPseudonym } from "./client-key";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, also when mapped into IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as the same client", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
  });

  it("counts a request without an address (its socket destroyed) as the unknown client instead of throwing", () => {
    expect(clientNetwork(undefined)).toBe("unknown");
    expect(clientPseudonym(undefined, "x@example.ch", "k".repeat(64))).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("clientPseudonym", () => {
  const KEY = "k".repeat(64);
  it("is stable per client and address, differs between addresses, and does not contain the IP", () => {
    const a = clientPseudonym("203.0.113.7", "x@example.ch", KEY);
    expect(clientPseudonym("203.0.113.7", "x@example.ch", KEY)).toBe(a);
    expect(clientPseudonym("203.0.113.8", "x@example.ch", KEY)).not.toBe(a);
    expect(clientPseudonym("203.0.113.7", "y@example.ch", KEY)).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });

  it("cannot be recomputed from the address and the IP without the server's key", () => {
    const stored = clientPseudonym("203.0.113.7", "x@example.ch", KEY);
    // What a reader of the table could try: the address it sees with every candidate IP, keyed by anything but ours.
    for (const guessKey of ["", "x@example.ch", "jobatlas-client:x@example.ch", "l".repeat(64)]) {
      expect(clientPseudonym("203.0.113.7", "x@example.ch", guessKey)).not.toBe(stored);
    }
  });
});

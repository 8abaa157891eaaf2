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
});

describe("clientPseudonym", () => {
  it("is stable per client and address, differs between addresses, and does not contain the IP", () => {
    const a = clientPseudonym("203.0.113.7", "x@example.ch");
    expect(clientPseudonym("203.0.113.7", "x@example.ch")).toBe(a);
    expect(clientPseudonym("203.0.113.8", "x@example.ch")).not.toBe(a);
    expect(clientPseudonym("203.0.113.7", "y@example.ch")).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretMailRequests } from "../../db/schema";
import { buildUser, freshEmail } from "../../test/factories";
import { testClock } from "../../test/clock";
import { mailsTo } from "../../test/mailbox";
import { buildTestApp, csrfHeaders, type TestApp } from "../../test/test-app";

/**
 * Links and codes per address (issue 7): 5 an hour per address and client, 20 an hour per address
 * from all clients. A stranger's five requests no longer lock the owner of an address out.
 */

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

function post(url: string, payload: unknown, ip: string) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...csrfHeaders, "content-type": "application/json", "accept-language": "en" },
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
}
const login = (email: string, ip: string) => post("/capi/login", { email }, ip);

const LIMITED = { type: "RateLimited", detail: "Too many requests. Please try again in 60 minutes." };

describe("links and codes per address and client", () => {
  it("5 from one IP: the 6th from that IP is 429, another IP still gets its link", async () => {
    const email = freshEmail("victim");
    await buildUser(t, { email, firstName: "Vera", lastName: "Opfer", language: "de", emailVerifiedAt: null });
    for (let i = 0; i < 5; i++) expect((await login(email, "198.51.100.1")).statusCode).toBe(200);

    const sixth = await login(email, "198.51.100.1");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("3600");
    expect(sixth.json()).toEqual(LIMITED);

    const owner = await login(email, "203.0.113.50");
    expect(owner.statusCode).toBe(200);
    expect(await mailsTo(t.database.db, email)).toHaveLength(6);
  });

  it("counts sign-up, sign-in and 6-digit code requests together", async () => {
    const email = freshEmail("mixed");
    const ip = "198.51.100.2";
    const signup = { kind: "seeker", email, first_name: "Mia", last_name: "Mix", language: "de", accept_terms: true };
    expect((await post("/capi/signup", signup, ip)).statusCode).toBe(200);
    expect((await login(email, ip)).statusCode).toBe(200);
    expect((await post("/capi/email-verification", { email, purpose: "application" }, ip)).statusCode).toBe(200);
    expect((await post("/capi/signup", signup, ip)).statusCode).toBe(200);
    expect((await login(email, ip)).statusCode).toBe(200);
    for (const res of [
      await post("/capi/email-verification", { email, purpose: "application" }, ip),
      await post("/capi/signup", signup, ip),
      await login(email, ip),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(LIMITED);
    }
    expect((await post("/capi/email-verification", { email, purpose: "application" }, "198.51.100.3")).statusCode).toBe(
      200,
    );
  });

  it("20 from many IPs cap the address for everyone, known or unknown, until the hour has passed", async () => {
    const known = freshEmail("known");
    await buildUser(t, { email: known, language: "de", emailVerifiedAt: null });
    const unknown = freshEmail("unknown");
    for (const email of [known, unknown]) {
      for (let i = 0; i < 20; i++) expect((await login(email, `192.0.2.${i + 1}`)).statusCode).toBe(200);
      const capped = await login(email, "192.0.2.200");
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual(LIMITED);
      expect(await mailsTo(t.database.db, email)).toHaveLength(20);
    }
    // Other addresses are not affected by those clients or the cap.
    expect((await login(freshEmail("bystander"), "192.0.2.1")).statusCode).toBe(200);

    clock.advanceMinutes(61);
    expect((await login(known, "192.0.2.200")).statusCode).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const email = freshEmail("v6");
    for (let i = 1; i <= 5; i++) expect((await login(email, `2001:db8:7:8::${i}`)).statusCode).toBe(200);
    expect((await login(email, "2001:db8:7:8:ffff::1")).statusCode).toBe(429);
    expect((await login(email, "2001:db8:7:9::1")).statusCode).toBe(200);
  });

  it("stores a pseudonym of the client, never its IP, and only for about the hour it counts", async () => {
    const email = freshEmail("privacy");
    expect((await login(email, "198.51.100.77")).statusCode).toBe(200);
    const rows = await t.database.db.select().from(secretMailRequests);
    const mine = rows.filter((r) => r.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.client).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
    expect(JSON.stringify(t.logs.filter((l) => l.msg !== "incoming request"))).not.toContain("198.51.100.77");

    // A request an hour later clears requests that no longer count.
    clock.advanceMinutes(61);
    expect((await login(freshEmail("later"), "198.51.100.78")).statusCode).toBe(200);
    const left = await t.database.db.select().from(secretMailRequests);
    expect(left.filter((r) => r.email === email)).toEqual([]);
  });
});

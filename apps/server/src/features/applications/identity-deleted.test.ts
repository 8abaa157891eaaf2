/**
 * An application whose applicant deleted their data (ADR 030) keeps its status for the employer,
 * but no mail goes to its placeholder address `erased-{id}@invalid` (it can only bounce, with an
 * empty greeting): accepting, rejecting and withdrawing still work without a mail; a contact
 * request, which nobody could accept, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { ZContactRequestApplication, ZOrgApplication } from "@jobatlas/contract";
import { applications, contactRequests, listings, outbox } from "../../db/schema";
import { buildApplication, buildListing, buildOrganization, type BuiltMember } from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { buildTestApp, jsonHeaders, type TestApp } from "../../test/test-app";
// eslint-disable-next-line no-restricted-imports -- sets up what a deletion leaves, without a whole account
import { anonymiseApplications } from "../data-rights/data-rights.repo";
import { queueApplicantMail } from "./applicant-identity";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { ...jsonHeaders, ...headers }, payload });
const put = (headers: Headers, id: number, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/capi/org/applications/${id}`,
    headers: { ...jsonHeaders, ...headers },
    payload,
  });

const outboxSize = async () => (await t.database.db.select({ n: count() }).from(outbox))[0]!.n;

/** An application of `owner` whose applicant then deleted their data, as data-rights does it. */
async function anonymised(owner: BuiltMember, overrides: Parameters<typeof buildApplication>[1] = {}) {
  const application = await buildApplication(t, { organization: owner, ...overrides });
  await anonymiseApplications(t.database.db, { userId: null, email: application.email }, new Date());
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
  expect(row).toMatchObject({ firstName: "", lastName: "", email: `erased-${application.id}@invalid` });
  return row!;
}

describe("an application whose applicant deleted their data", () => {
  it("is accepted and archived without a mail", async () => {
    const owner = await buildOrganization(t);
    const application = await anonymised(owner);
    const before = await outboxSize();
    const accepted = await put(owner.headers, application.id, { id: application.id, status: "active" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZOrgApplication.parse(accepted.json())).toMatchObject({ status: "active", identity_deleted: true });
    const archived = await put(owner.headers, application.id, { id: application.id, status: "archived" });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await mailsTo(t.database.db, application.email)).toEqual([]);
    expect(await outboxSize()).toBe(before);
  });

  it("is rejected without a mail, with or without a message; others still need the message", async () => {
    const owner = await buildOrganization(t);
    const withMessage = await anonymised(owner);
    const without = await anonymised(owner, { status: "active" });
    const before = await outboxSize();
    const url = (id: number) => `/capi/org/applications/${id}/reject`;
    const first = await post(owner.headers, url(withMessage.id), { message: "Leider nicht." });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "org_rejected" });
    const second = await post(owner.headers, url(without.id), {});
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: "org_rejected" });
    expect(await outboxSize()).toBe(before);

    const present = await buildApplication(t, { organization: owner, email: "still-here@example.com" });
    const missing = await post({ ...owner.headers, "accept-language": "de" }, url(present.id), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ type: "ServiceError", code: "rejection_message_required" });
    expect(missing.json().detail).toContain("Absage");
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, present.id));
    expect(row!.status).toBe("pending");
    expect(await mailsTo(t.database.db, "still-here@example.com")).toEqual([]);
  });

  it("refuses a contact request (applicant_data_deleted, de/en) and offers none", async () => {
    const owner = await buildOrganization(t);
    const application = await anonymised(owner);
    const screen = await t.app.inject({
      url: `/capi/org/applications/${application.id}/contact-requests`,
      headers: owner.headers,
    });
    expect(screen.statusCode, screen.body).toBe(200);
    expect(ZContactRequestApplication.parse(screen.json().application)).toMatchObject({
      identity_deleted: true,
      can_request_contact: false,
      can_reject: true,
    });
    const before = await outboxSize();
    const url = `/capi/org/applications/${application.id}/contact-requests`;
    for (const [language, word] of [
      ["en", "deleted their data"],
      ["de", "Daten gelöscht"],
    ] as const) {
      const res = await post({ ...owner.headers, "accept-language": language }, url, { message: "Hallo" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "applicant_data_deleted" });
      expect(res.json().detail).toContain(word);
    }
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe("pending");
    expect(
      await t.database.db.select().from(contactRequests).where(eq(contactRequests.applicationId, application.id)),
    ).toEqual([]);
    expect(await outboxSize()).toBe(before);
  });

  it("is withdrawn with its ended listing without a mail, while the others are mailed", async () => {
    const owner = await buildOrganization(t);
    const listing = await buildListing(t, { organization: owner });
    const gone = await anonymised(owner, { listing });
    await buildApplication(t, { listing, email: "present@example.com" });
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, listing.id));
    const before = await outboxSize();
    const res = await post(owner.headers, `/capi/org/listings/${listing.id}/withdraw-applications`, {
      message: "Die Stelle ist besetzt.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ withdrawn: 2 });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, gone.id));
    expect(row).toMatchObject({ status: "withdrawn", closedBy: "org" });
    expect(await mailsTo(t.database.db, gone.email)).toEqual([]);
    expect(await mailsTo(t.database.db, "present@example.com")).toHaveLength(1);
    expect(await outboxSize()).toBe(before + 1);
  });
});

describe("queueApplicantMail", () => {
  it("queues for a present applicant and skips an erased address", async () => {
    const queued: string[] = [];
    const queue = (to: string) => async () => void queued.push(to);
    expect(await queueApplicantMail({ email: "anna@example.com" }, queue("anna@example.com"))).toBe(true);
    expect(await queueApplicantMail({ email: "erased-12@invalid" }, queue("erased-12@invalid"))).toBe(false);
    expect(queued).toEqual(["anna@example.com"]);
  });
});

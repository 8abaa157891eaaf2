/**
 * Issue 30 point 2 (ADR 090): an organisation's message templates over HTTP — create, list, edit
 * with the revision it was read at, delete; texts per language with known placeholders only; owners
 * and admins write them, recruiters read them; another organisation's answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody, ZMessageTemplate, ZMessageTemplatesResponse } from "@jobatlas/contract";
import { buildMember, buildOrganization, type BuiltMember } from "../../test/factories";
import { testClock } from "../../test/clock";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../../test/test-app";

const clock = testClock(new Date("2027-02-01T09:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

const call = (member: BuiltMember, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload ? jsonHeaders : csrfHeaders), ...member.headers },
    ...(payload ? { payload } : {}),
  });
const create = (member: BuiltMember, payload: object) => call(member, "POST", "/capi/org/message-templates", payload);
const locsOf = (body: string) => {
  const error = ZErrorBody.parse(JSON.parse(body));
  return error.type === "ValidationError" ? error.detail.map((d) => d.loc.join(".")) : [error.type];
};

const REJECT = {
  kind: "reject",
  name: "Polite no",
  texts: {
    de: "Hallo {{first_name}}, leider hat es für «{{listing_title}}» nicht gereicht. {{company}}",
    en: "Hello {{ first_name }}, thank you for applying for {{listing_title}}. {{company}}",
    fr: "   ",
  },
};

describe("message templates", () => {
  let owner: BuiltMember;
  let admin: BuiltMember;
  let recruiter: BuiltMember;
  let other: BuiltMember;
  beforeAll(async () => {
    owner = await buildOrganization(t, { name: "Vorlagen AG" });
    admin = await buildMember(t, owner.organization, { role: "admin" });
    recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    other = await buildOrganization(t, { name: "Andere AG" });
  });

  it("creates, lists, edits at the read revision and deletes; empty languages are left out", async () => {
    const created = await create(owner, REJECT);
    expect(created.statusCode).toBe(201);
    const template = ZMessageTemplate.parse(created.json());
    expect(template).toMatchObject({ kind: "reject", name: "Polite no", revision: 1 });
    expect(Object.keys(template.texts).sort()).toEqual(["de", "en"]);

    await create(admin, { kind: "contact_request", name: "Let's talk", texts: { it: "Ciao {{first_name}}" } });
    const listed = ZMessageTemplatesResponse.parse(
      (await call(recruiter, "GET", "/capi/org/message-templates")).json(),
    );
    expect(listed.items.map((i) => [i.kind, i.name])).toEqual([
      ["contact_request", "Let's talk"],
      ["reject", "Polite no"],
    ]);
    const rejects = ZMessageTemplatesResponse.parse(
      (await call(recruiter, "GET", "/capi/org/message-templates?kind=reject")).json(),
    );
    expect(rejects.items.map((i) => i.name)).toEqual(["Polite no"]);

    const url = `/capi/org/message-templates/${template.id}`;
    const edited = await call(admin, "PUT", url, { ...REJECT, name: "Polite no, v2", revision: 1 });
    expect(edited.statusCode).toBe(200);
    expect(ZMessageTemplate.parse(edited.json())).toMatchObject({ name: "Polite no, v2", revision: 2 });

    // The owner still had revision 1 open: their save is refused, nothing is overwritten.
    const stale = await call(owner, "PUT", url, { ...REJECT, name: "Owner's words", revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: "ServiceError", code: "stale" });
    const [after] = ZMessageTemplatesResponse.parse(
      (await call(owner, "GET", "/capi/org/message-templates?kind=reject")).json(),
    ).items;
    expect(after?.name).toBe("Polite no, v2");

    expect((await call(owner, "DELETE", url)).statusCode).toBe(204);
    expect((await call(owner, "DELETE", url)).statusCode).toBe(404);
    expect((await call(owner, "PUT", url, { ...REJECT, revision: 2 })).statusCode).toBe(404);
  });

  it("refuses unknown placeholders, a template without text and a second one of the same name", async () => {
    const unknown = await create(owner, {
      kind: "reject",
      name: "Typo",
      texts: { de: "Hallo {{vorname}}", en: "Hi {{first_name}}, {{ job }} {{job}}" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(locsOf(unknown.body)).toEqual(["body.texts.de", "body.texts.en"]);
    const detail = ZErrorBody.parse(unknown.json());
    expect(detail.type === "ValidationError" && detail.detail[1]?.msg).toContain("{{job}}");

    const empty = await create(owner, { kind: "invite", name: "Nothing", texts: { de: " ", en: "" } });
    expect(locsOf(empty.body)).toEqual(["body.texts"]);

    expect((await create(owner, { ...REJECT, name: "Twice" })).statusCode).toBe(201);
    const twice = await create(owner, { ...REJECT, name: "Twice" });
    expect(locsOf(twice.body)).toEqual(["body.name"]);
    // The same name is fine for another kind.
    expect((await create(owner, { ...REJECT, kind: "invite", name: "Twice" })).statusCode).toBe(201);
  });

  it("lets recruiters read but not write, and answers 404 for another organisation's template", async () => {
    expect((await create(recruiter, { ...REJECT, name: "Mine" })).statusCode).toBe(403);
    const template = ZMessageTemplate.parse((await create(owner, { ...REJECT, name: "Ours" })).json());
    const url = `/capi/org/message-templates/${template.id}`;
    expect((await call(recruiter, "PUT", url, { ...REJECT, revision: 1 })).statusCode).toBe(403);
    expect((await call(recruiter, "DELETE", url)).statusCode).toBe(403);

    expect((await call(other, "PUT", url, { ...REJECT, revision: 1 })).statusCode).toBe(404);
    expect((await call(other, "DELETE", url)).statusCode).toBe(404);
    const theirs = ZMessageTemplatesResponse.parse((await call(other, "GET", "/capi/org/message-templates")).json());
    expect(theirs.items).toEqual([]);
  });
});

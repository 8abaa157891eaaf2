/**
 * ADR 030 follow-up: an application whose applicant deleted their data is kept by the employer
 * without identity, and every employer-facing view says so instead of showing an empty name:
 * `identity_deleted` in the candidates list, the candidate profile and the contact screens' DTO,
 * and "Applicant (data deleted)" / "Bewerber/in (Daten gelöscht)" in the application PDF.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ZOrgApplication,
  ZOrgApplicationsResponse,
  ZOrgContactRequestsResponse,
  ZScheduledRejectionsResponse,
  type TOrgApplicationItem,
} from "@jobatlas/contract";
import { applicantDisplayName, isIdentityDeleted } from "../applications/applicant-identity";
import { buildListing, buildOrganization, buildSession, freshEmail } from "../../test/factories";
import { buildScheduledRejection } from "../../test/message-templates-factories";
import { buildTestApp, jsonHeaders, postJson, type TestApp } from "../../test/test-app";

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "jobatlas-pdf-"));
  try {
    const file = path.join(dir, "application.pdf");
    writeFileSync(file, bytes);
    return (await run("pdftotext", ["-enc", "UTF-8", file, "-"])).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("applicantDisplayName", () => {
  const kept = { firstName: "Mia", lastName: "Keller", email: "mia@example.ch" };
  const erased = { firstName: "", lastName: "", email: "erased-42@invalid" };

  it("is the full name while the applicant's data is kept", () => {
    expect(isIdentityDeleted(kept)).toBe(false);
    expect(applicantDisplayName(kept, "en")).toBe("Mia Keller");
  });

  it("says the data is deleted, in the language asked, once the application is anonymised", () => {
    expect(isIdentityDeleted(erased)).toBe(true);
    expect(applicantDisplayName(erased, "en")).toBe("Applicant (data deleted)");
    expect(applicantDisplayName(erased, "de")).toBe("Bewerber/in (Daten gelöscht)");
    // An address that merely looks similar is somebody's real address.
    expect(isIdentityDeleted({ email: "erased-42@invalid.example.ch" })).toBe(false);
  });
});

describe("an anonymised application on the employer's side", () => {
  it("is flagged identity_deleted in the list, the profile and the contact screens, and the PDF names no one", async () => {
    const email = freshEmail("leaver");
    const seeker = await buildSession(t, { user: { email, firstName: "Quirin", lastName: "Leaver" } });
    const employer = await buildOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization: employer });
    const other = await buildSession(t);
    const apply = (session: typeof seeker, firstName: string) =>
      postJson(
        t,
        "/capi/user/applications",
        {
          company_id: employer.organization.id,
          listing_id: listing.id,
          first_name: firstName,
          last_name: "Keller",
          phone: "",
          my_story: "",
          what_i_bring: "",
          what_i_want: "",
          idempotency_key: randomUUID(),
          language: "en",
        },
        session.headers,
      );
    const applied = await apply(seeker, "Quirin");
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as { id: number }).id;
    const stays = await apply(other, "Mia");
    const staysId = (stays.json() as { id: number }).id;

    // A bulk rejection waits with Quirin's first name in its message (ADR 090).
    await buildScheduledRejection(t, employer.organization.id, id);

    const deleted = await postJson(t, "/capi/user/account-deletion", { confirm_email: email }, seeker.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The waiting rejection went with the identity; nobody rates the erased person anew (ADR 091).
    const waiting = await t.app.inject({ url: "/capi/org/scheduled-rejections", headers: employer.headers });
    expect(ZScheduledRejectionsResponse.parse(waiting.json()).items).toEqual([]);
    const rated = await t.app.inject({
      method: "PUT",
      url: `/capi/org/applications/${id}/my-rating`,
      headers: { ...jsonHeaders, ...employer.headers },
      payload: { stars: 3, note: "" },
    });
    expect(rated.statusCode).toBe(404);

    const list = ZOrgApplicationsResponse.parse(
      (await t.app.inject({ url: "/capi/org/applications", headers: employer.headers })).json(),
    );
    const items = list.items.filter((i): i is TOrgApplicationItem => i.kind === "application");
    expect(items.find((i) => i.id === id)).toMatchObject({ name: "", identity_deleted: true });
    expect(items.find((i) => i.id === staysId)).toMatchObject({ name: "Mia Keller", identity_deleted: false });

    const profile = await t.app.inject({ url: `/capi/org/applications/${id}`, headers: employer.headers });
    expect(ZOrgApplication.parse(profile.json())).toMatchObject({ first_name: "", identity_deleted: true });
    const kept = await t.app.inject({ url: `/capi/org/applications/${staysId}`, headers: employer.headers });
    expect(ZOrgApplication.parse(kept.json())).toMatchObject({ first_name: "Mia", identity_deleted: false });

    const contact = await t.app.inject({
      url: `/capi/org/applications/${id}/contact-requests`,
      headers: employer.headers,
    });
    expect(ZOrgContactRequestsResponse.parse(contact.json()).application).toMatchObject({ identity_deleted: true });

    for (const [language, label] of [
      ["en", "Applicant (data deleted)"],
      ["de", "Bewerber/in (Daten gelöscht)"],
    ] as const) {
      const pdf = await t.app.inject({
        url: `/capi/org/applications/${id}/pdf`,
        headers: { ...employer.headers, "accept-language": language },
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(label);
      expect(text).not.toContain("Quirin");
    }
  });
});

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FILE_NAME_HEADER, VERIFICATION_TOKEN_HEADER, type TApplicationCreated } from "@jobatlas/contract";
import type { Page, TestInfo } from "@playwright/test";
import { unzipSync } from "fflate";
import { encryptedPdf, pdfOfPages } from "../../apps/server/src/test/pdf-files";
import { apiPost, csrfHeaders, latestMail, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { employerWithListing, uniqueTitle } from "../support/org-api";

/** An anonymous application by `page` with the PDFs uploaded first, as the wizard does. */
async function applicationWithPdfs(
  page: Page,
  testInfo: TestInfo,
  target: { companyId: number; listingId: number },
  applicant: { firstName: string; lastName: string; story: string },
  files: { name: string; bytes: Buffer }[],
) {
  const email = uniqueEmail(testInfo, "applicant");
  await apiPost(page, "/capi/email-verification", { email, purpose: "application" });
  const code = /\b(\d{6})\b/.exec((await latestMail(page, email)).text)?.[1];
  expect(code).toBeTruthy();
  const { verification_token } = (await apiPost(page, "/capi/email-verification/confirm", { email, code })) as {
    verification_token: string;
  };
  const attachmentIds: string[] = [];
  for (const file of files) {
    const response = await page.request.post("/capi/user/application-attachments", {
      headers: {
        ...(await csrfHeaders(page)),
        "content-type": "application/pdf",
        [FILE_NAME_HEADER]: encodeURIComponent(file.name),
        [VERIFICATION_TOKEN_HEADER]: verification_token,
      },
      data: file.bytes,
    });
    expect(response.status(), await response.text()).toBe(201);
    attachmentIds.push(((await response.json()) as { id: string }).id);
  }
  const created = (await apiPost(page, "/capi/user/anon-application", {
    company_id: target.companyId,
    listing_id: target.listingId,
    first_name: applicant.firstName,
    last_name: applicant.lastName,
    my_story: applicant.story,
    what_i_bring: "Geduld und Temperierkunst",
    what_i_want: "Eine kleine Manufaktur",
    idempotency_key: randomUUID(),
    language: "en",
    email,
    verification_token,
    attachment_ids: attachmentIds,
  })) as TApplicationCreated;
  return created.id;
}

/**
 * The share of pixels that are not white on each page, from pdftoppm's grey image (PGM: a short
 * text header, then one byte per pixel).
 */
function inkPerPage(pdfFile: string, dir: string): number[] {
  mkdirSync(dir, { recursive: true });
  execFileSync("pdftoppm", ["-gray", "-r", "50", pdfFile, path.join(dir, "page")]);
  execFileSync("pdftoppm", ["-png", "-r", "50", pdfFile, path.join(dir, "page")]); // to look at
  return readdirSync(dir)
    .filter((name) => name.endsWith(".pgm"))
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name));
      const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString("latin1"));
      if (!header) throw new Error(`${name} is no PGM`);
      const pixels = bytes.subarray(header[0].length);
      let ink = 0;
      for (const value of pixels) if (value < 235) ink++;
      return ink / pixels.length;
    });
}

test("the employer downloads the whole application as one PDF, attachments appended, and several as a ZIP", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const target = await employerWithListing(page, testInfo, {
    company: `Dossier ${testInfo.workerIndex}-${Date.now()} AG`,
    title: uniqueTitle("Confiseur/in"),
  });
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const mila = await applicationWithPdfs(
    applicantPage,
    testInfo,
    target,
    { firstName: "Mila", lastName: "Brändli", story: "Ich giesse seit acht Jahren Pralinen." },
    [
      { name: "Lebenslauf Mila.pdf", bytes: await pdfOfPages(["Curriculum vitae", "Berufserfahrung"]) },
      { name: "Geschützt.pdf", bytes: encryptedPdf("Protected reference") },
    ],
  );
  const jonas = await applicationWithPdfs(
    applicantPage,
    testInfo,
    target,
    { firstName: "Jonas", lastName: "Øster", story: "Schokolade ist mein Handwerk." },
    [],
  );
  await applicantContext.close();

  // The candidate profile's "Download PDF": the application, then the CV's two pages.
  await page.goto(`/en/org/${target.slug}/applications/${mila}`);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`application-${mila}.pdf`);
  const pdfFile = testInfo.outputPath("application.pdf");
  await pdf.saveAs(pdfFile);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"]).toString();
  const order = ["Mila Brändli", "Ich giesse seit acht Jahren Pralinen.", "Curriculum vitae", "Berufserfahrung"];
  const positions = order.map((needle) => text.indexOf(needle));
  expect(
    positions.every((p) => p >= 0),
    JSON.stringify(positions),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  // The encrypted file is named with the reason, not appended.
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Attachments not included");
  expect(flat).toMatch(/Geschützt\.pdf \(\d+ kB\): encrypted or password-protected/);
  expect(flat).not.toContain("Protected reference");
  const info = execFileSync("pdfinfo", [pdfFile]).toString();
  const pages = Number(/^Pages: +(\d+)$/m.exec(info)?.[1]);
  const ownPages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
  expect(pages).toBe(ownPages + 2);

  // Drawn as images, no page is blank: the application's text and the CV's page both show ink.
  const ink = inkPerPage(pdfFile, testInfo.outputPath("pages"));
  expect(ink).toHaveLength(pages);
  for (const share of ink) expect(share).toBeGreaterThan(0.005);

  // The candidate list downloads the selected applications as a ZIP: one merged PDF per application.
  await page.goto(`/en/org/${target.slug}/applications`);
  await page.getByLabel("Select all on this page").check();
  const zipButton = page.getByRole("button", { name: "Download 2 PDFs as ZIP" });
  await expect(zipButton).toBeEnabled();
  const zipDownload = page.waitForEvent("download");
  await zipButton.click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipFile = testInfo.outputPath("applications.zip");
  await zip.saveAs(zipFile);
  const entries = unzipSync(new Uint8Array(readFileSync(zipFile)));
  expect(Object.keys(entries).sort()).toEqual([`${jonas}-jonas-oster.pdf`, `${mila}-mila-braendli.pdf`].sort());
  for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  await expect(zipButton).toBeEnabled();
});

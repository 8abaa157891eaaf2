/**
 * A real multi-page PDF among the demo attachments (ADR 093): in each demo organisation, the
 * newest open application that came with a PDF (the top of the candidate list) also brings a
 * three-page portfolio, so the merged application PDF and the ZIP download show appended pages and
 * their bookmarks. Drawn with pdfkit, deterministically (no dates, fixed texts), and added after
 * the applications were sent.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { ATTACHMENT_CONTENT_TYPE } from "@jobatlas/contract";
import type { Tx } from "../context";
import { applicationAttachments, applications, organizations } from "../db/schema";
import { DEMO_ACCOUNTS } from "./accounts";

const PAGES = [
  {
    heading: "Portfolio",
    lines: ["Selected work, 2019–2026", "Projects · Process · References"],
    colour: "#1f6f5c",
  },
  {
    heading: "Projects",
    lines: ["Shop renovation: planning and opening in six weeks", "Onboarding guide for apprentices, 24 pages"],
    colour: "#2f5d9e",
  },
  {
    heading: "References",
    lines: ["Available on request", "Certificates of work: see the other attachment"],
    colour: "#9e5a2f",
  },
];

/** The portfolio of an applicant: three A4 pages with a heading, two lines and a coloured panel. */
export function demoPortfolioPdf(name: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    compress: true,
    autoFirstPage: false,
    info: { Title: `Portfolio ${name}`, Author: name, CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  PAGES.forEach((page, index) => {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 110).fill(page.colour);
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(26).text(page.heading, 56, 40);
    doc.font("Helvetica").fontSize(11).text(name, 56, 76);
    doc.fillColor("#222222").font("Helvetica").fontSize(13);
    doc.y = 150;
    for (const line of page.lines) doc.text(line, 56, doc.y, { paragraphGap: 8 });
    for (let i = 0; i < 3; i++) {
      doc
        .roundedRect(56 + i * 165, 260, 150, 110, 8)
        .fillOpacity(0.15 + 0.2 * i)
        .fill(page.colour);
    }
    doc
      .fillOpacity(1)
      .fillColor("#666666")
      .fontSize(9)
      .text(`${index + 1} / ${PAGES.length}`, 56, 760, { lineBreak: false });
  });
  doc.end();
  return done;
}

/** Adds the portfolio to the newest open application with a PDF in each demo organisation. */
export async function insertDemoDossiers(tx: Tx): Promise<void> {
  const slugs = DEMO_ACCOUNTS.flatMap((account) => (account.owns ? [account.owns] : []));
  const orgs = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.slug, slugs))
    .orderBy(asc(organizations.id));
  let n = 0;
  for (const org of orgs) {
    const [first] = await tx
      .select({
        id: applications.id,
        firstName: applications.firstName,
        lastName: applications.lastName,
        email: applications.email,
        userId: applications.userId,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(applicationAttachments, eq(applicationAttachments.applicationId, applications.id))
      .where(and(eq(applications.organizationId, org.id), inArray(applications.status, ["pending", "active"])))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(1);
    if (!first) continue;
    const name = `${first.firstName} ${first.lastName}`;
    const bytes = await demoPortfolioPdf(name);
    await tx.insert(applicationAttachments).values({
      id: `portfolio${String(++n).padStart(23, "0")}`,
      applicationId: first.id,
      uploaderUserId: first.userId,
      uploaderEmail: first.email,
      fileName: `Portfolio ${name}.pdf`,
      contentType: ATTACHMENT_CONTENT_TYPE,
      bytes,
      byteSize: bytes.length,
      // uploaded with the application's other files, before it was sent
      createdAt: new Date(first.createdAt.getTime() - 60_000),
    });
  }
}

/**
 * PDF files for tests of what reads applicants' attachments: real ones drawn with pdfkit, and an
 * encrypted one written here by hand (neither pdfkit nor pdf-lib encrypts), with the PDF standard
 * security handler (revision 2, RC4 40-bit, an empty user password: any reader opens it, as with
 * most "protected" CVs that forbid copying or printing).
 */
import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";

/** A PDF with one page per text (Helvetica, A4), drawn by pdfkit. */
export function pdfOfPages(texts: string[], title = "Test document"): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const text of texts) {
    doc.addPage();
    doc.font("Helvetica-Bold").fontSize(20).text(text, 72, 72);
    doc.rect(72, 140, 300, 200).fill("#3366aa");
  }
  doc.end();
  return done;
}

/** RC4 (the cipher of the old standard security handler; OpenSSL 3 no longer offers it). */
function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The padding of the standard security handler (ISO 32000-1, 7.6.3.3). */
const PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");

/**
 * A one-page PDF encrypted with the standard security handler, revision 2 (ISO 32000-1, 7.6.3,
 * algorithms 1–4), user password empty, owner password "owner": readers open it without asking.
 */
export function encryptedPdf(text: string): Buffer {
  const id = md5(Buffer.from(`jobatlas-test-${text}`));
  const permissions = -44; // printing allowed, copying and changing not
  const ownerKey = md5(Buffer.concat([Buffer.from("owner"), PAD]).subarray(0, 32)).subarray(0, 5);
  const o = rc4(ownerKey, PAD);
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(PAD, o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  const objectKey = (num: number) =>
    md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = Buffer.from(`BT /F1 24 Tf 72 720 Td (${text}) Tj ET`, "latin1");
  const encryptedContent = rc4(objectKey(4), content);
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${encryptedContent.length} >>\nstream\n`),
      encryptedContent,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString("hex")}> /U <${u.toString("hex")}> /P ${permissions} >>`,
    ),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>] >>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/**
 * The application as an A4 PDF (pdfkit). The text is set in Source Sans 3 (Adobe, SIL Open Font
 * Licence, from the npm package `source-sans`), embedded as a subset of the glyphs used: it draws
 * Latin with every European and Vietnamese letter, Greek and Cyrillic, so a name such as "Jelena
 * Đurić-Łukasiewicz" prints as written (ADR 058). A character outside the font (Chinese, Arabic,
 * emoji …) is drawn as "?"; the document's metadata keeps every name as written. Headings, wrapped
 * paragraphs, page breaks that keep a heading with its text, and "page n of m" with the company and
 * the application's number on every page. The texts are in the employer's language. The attached
 * PDFs' pages follow this part in the download (application-pdf-merge.ts, ADR 093); an attachment
 * left out is listed here with the reason.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { INTL_LOCALES, type TApplicationDisplayStatus, type TLanguage } from "@jobatlas/contract";
import { ATTACHMENT_MERGE_LIMITS, type AttachmentProblem } from "./attachment-pages";

const { pagesPerAttachment: PAGES_PER_ATTACHMENT, pagesInAll: PAGES_IN_ALL } = ATTACHMENT_MERGE_LIMITS;

export interface ApplicationPdfData {
  companyName: string;
  listingTitle: string | null;
  jobTitle: string | null;
  origin: "direct" | "unsolicited" | "invited";
  /** The applicant's name as shown to the employer (applicantDisplayName: "Applicant (data deleted)" once erased). */
  name: string;
  /** Email and phone, when the employer may see them; undefined while hidden. */
  contact: { email: string; phone: string | null } | undefined;
  status: TApplicationDisplayStatus;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  knockOutMissed: boolean;
  texts: { myStory: string; whatIBring: string; whatIWant: string };
  answers: { question: string; values: string[] }[];
  /**
   * The attachments: `pages` when their pages follow the application part, `problem` when they are
   * listed by name only (ADR 093); neither when the caller did not read them.
   */
  attachments: { name: string; bytes: number; pages?: number; problem?: AttachmentProblem }[];
  generatedAt: Date;
}

const LABELS = {
  en: {
    title: "Application",
    unsolicited: "Unsolicited application",
    unsolicitedFor: "Unsolicited application for the job profile",
    listing: "Listing",
    applicant: "Applicant",
    name: "Name",
    email: "Email",
    phone: "Phone",
    noPhone: "not given",
    contactHidden: "Email and phone are shown once the applicant accepts a contact request.",
    application: "Application",
    status: "Status",
    origin: "Type",
    submitted: "Submitted",
    updated: "Last change",
    closed: "Ended",
    knockOut: "Knock-out",
    knockOutMissed: "An expected answer to a knock-out question was missed.",
    myStory: "My story",
    whatIBring: "What I bring",
    whatIWant: "What I want",
    notGiven: "(not given)",
    questionnaire: "Questionnaire",
    noAnswer: "(no answer)",
    attachments: "Attachments",
    noAttachments: "No attachments.",
    appended: (pages: number) => (pages === 1 ? "1 page, appended" : `${pages} pages, appended`),
    notIncluded: "Attachments not included",
    notIncludedHint:
      "These files could not be added to this PDF; they can be opened one by one on the candidate profile.",
    problems: {
      notPdf: "not a PDF file",
      incomplete: "incomplete file (cut off)",
      encrypted: "encrypted or password-protected",
      unreadable: "damaged or unreadable",
      tooLarge: "too large to read",
      tooManyPages: `more than ${PAGES_PER_ATTACHMENT} pages`,
      tooManyPagesInAll: `the attachments would pass ${PAGES_IN_ALL} pages in all`,
      tooSlow: "took too long to read",
    },
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    generated: "Created",
    origins: { direct: "Application to a listing", unsolicited: "Unsolicited", invited: "Invited" },
    statuses: {
      pending: "Pending",
      active: "In progress",
      archived: "Archived",
      user_withdrawn: "Withdrawn by the applicant",
      org_withdrawn: "Withdrawn by the company",
      user_rejected: "Declined by the applicant",
      org_rejected: "Rejected by the company",
    },
  },
  de: {
    title: "Bewerbung",
    unsolicited: "Spontanbewerbung",
    unsolicitedFor: "Spontanbewerbung für das Stellenprofil",
    listing: "Inserat",
    applicant: "Person",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    noPhone: "nicht angegeben",
    contactHidden: "E-Mail und Telefon werden sichtbar, sobald die Person eine Kontaktanfrage annimmt.",
    application: "Bewerbung",
    status: "Status",
    origin: "Art",
    submitted: "Eingereicht",
    updated: "Letzte Änderung",
    closed: "Beendet",
    knockOut: "K.-o.-Frage",
    knockOutMissed: "Eine erwartete Antwort auf eine K.-o.-Frage wurde verfehlt.",
    myStory: "Meine Geschichte",
    whatIBring: "Was ich mitbringe",
    whatIWant: "Was ich suche",
    notGiven: "(nicht angegeben)",
    questionnaire: "Fragebogen",
    noAnswer: "(keine Antwort)",
    attachments: "Anhänge",
    noAttachments: "Keine Anhänge.",
    appended: (pages: number) => (pages === 1 ? "1 Seite, angehängt" : `${pages} Seiten, angehängt`),
    notIncluded: "Nicht eingefügte Anhänge",
    notIncludedHint:
      "Diese Dateien konnten nicht in dieses PDF übernommen werden; sie lassen sich einzeln im Kandidatenprofil öffnen.",
    problems: {
      notPdf: "kein PDF",
      incomplete: "unvollständige Datei (bricht ab)",
      encrypted: "verschlüsselt oder passwortgeschützt",
      unreadable: "beschädigt oder nicht lesbar",
      tooLarge: "zu gross zum Lesen",
      tooManyPages: `mehr als ${PAGES_PER_ATTACHMENT} Seiten`,
      tooManyPagesInAll: `die Anhänge hätten zusammen mehr als ${PAGES_IN_ALL} Seiten`,
      tooSlow: "Lesen dauerte zu lange",
    },
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
    generated: "Erstellt",
    origins: { direct: "Bewerbung auf ein Inserat", unsolicited: "Spontanbewerbung", invited: "Eingeladen" },
    statuses: {
      pending: "Offen",
      active: "In Bearbeitung",
      archived: "Archiviert",
      user_withdrawn: "Von der Person zurückgezogen",
      org_withdrawn: "Von der Firma zurückgezogen",
      user_rejected: "Von der Person abgelehnt",
      org_rejected: "Von der Firma abgesagt",
    },
  },
  fr: {
    title: "Candidature",
    unsolicited: "Candidature spontanée",
    unsolicitedFor: "Candidature spontanée pour le profil de poste",
    listing: "Annonce",
    applicant: "Postulant·e",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    noPhone: "non indiqué",
    contactHidden: "L'e-mail et le téléphone s'affichent dès que la personne accepte une demande de contact.",
    application: "Candidature",
    status: "Statut",
    origin: "Type",
    submitted: "Envoyée",
    updated: "Dernière modification",
    closed: "Terminée",
    knockOut: "Question éliminatoire",
    knockOutMissed: "Une réponse attendue à une question éliminatoire n'a pas été donnée.",
    myStory: "Mon parcours",
    whatIBring: "Ce que j'apporte",
    whatIWant: "Ce que je cherche",
    notGiven: "(non indiqué)",
    questionnaire: "Questionnaire",
    noAnswer: "(pas de réponse)",
    attachments: "Pièces jointes",
    noAttachments: "Aucune pièce jointe.",
    appended: (pages: number) => (pages === 1 ? "1 page, ajoutée" : `${pages} pages, ajoutées`),
    notIncluded: "Pièces jointes non incluses",
    notIncludedHint:
      "Ces fichiers n'ont pas pu être ajoutés à ce PDF ; ils s'ouvrent un par un depuis le profil de la personne.",
    problems: {
      notPdf: "pas un fichier PDF",
      incomplete: "fichier incomplet (tronqué)",
      encrypted: "chiffré ou protégé par mot de passe",
      unreadable: "endommagé ou illisible",
      tooLarge: "trop volumineux pour être lu",
      tooManyPages: `plus de ${PAGES_PER_ATTACHMENT} pages`,
      tooManyPagesInAll: `les pièces jointes dépasseraient ${PAGES_IN_ALL} pages au total`,
      tooSlow: "lecture trop longue",
    },
    page: (n: number, of: number) => `Page ${n} sur ${of}`,
    generated: "Créé le",
    origins: { direct: "Candidature à une annonce", unsolicited: "Candidature spontanée", invited: "Sur invitation" },
    statuses: {
      pending: "En attente",
      active: "En cours",
      archived: "Archivée",
      user_withdrawn: "Retirée par la personne",
      org_withdrawn: "Retirée par l'entreprise",
      user_rejected: "Déclinée par la personne",
      org_rejected: "Refusée par l'entreprise",
    },
  },
  it: {
    title: "Candidatura",
    unsolicited: "Candidatura spontanea",
    unsolicitedFor: "Candidatura spontanea per il profilo del posto",
    listing: "Annuncio",
    applicant: "Candidato/a",
    name: "Nome",
    email: "E-mail",
    phone: "Telefono",
    noPhone: "non indicato",
    contactHidden: "E-mail e telefono sono visibili non appena la persona accetta una richiesta di contatto.",
    application: "Candidatura",
    status: "Stato",
    origin: "Tipo",
    submitted: "Inviata",
    updated: "Ultima modifica",
    closed: "Conclusa",
    knockOut: "Domanda eliminatoria",
    knockOutMissed: "Una risposta attesa a una domanda eliminatoria non è stata data.",
    myStory: "La mia storia",
    whatIBring: "Cosa offro",
    whatIWant: "Cosa cerco",
    notGiven: "(non indicato)",
    questionnaire: "Questionario",
    noAnswer: "(nessuna risposta)",
    attachments: "Allegati",
    noAttachments: "Nessun allegato.",
    appended: (pages: number) => (pages === 1 ? "1 pagina, aggiunta" : `${pages} pagine, aggiunte`),
    notIncluded: "Allegati non inclusi",
    notIncludedHint:
      "Questi file non hanno potuto essere aggiunti a questo PDF; si aprono uno per uno dal profilo della persona.",
    problems: {
      notPdf: "non è un file PDF",
      incomplete: "file incompleto (troncato)",
      encrypted: "crittografato o protetto da password",
      unreadable: "danneggiato o illeggibile",
      tooLarge: "troppo grande da leggere",
      tooManyPages: `più di ${PAGES_PER_ATTACHMENT} pagine`,
      tooManyPagesInAll: `gli allegati supererebbero ${PAGES_IN_ALL} pagine in totale`,
      tooSlow: "lettura troppo lunga",
    },
    page: (n: number, of: number) => `Pagina ${n} di ${of}`,
    generated: "Creato il",
    origins: { direct: "Candidatura a un annuncio", unsolicited: "Candidatura spontanea", invited: "Su invito" },
    statuses: {
      pending: "In attesa",
      active: "In corso",
      archived: "Archiviata",
      user_withdrawn: "Ritirata dalla persona",
      org_withdrawn: "Ritirata dall'azienda",
      user_rejected: "Rifiutata dalla persona",
      org_rejected: "Respinta dall'azienda",
    },
  },
} as const satisfies Record<TLanguage, unknown>;

/**
 * The font files, found through Node's resolution from this file (in the built server too, whose
 * `import.meta.url` is this source file's: scripts/build-server.mjs), read once.
 */
const FONT_FILES = { regular: "source-sans/TTF/SourceSans3-Regular.ttf", bold: "source-sans/TTF/SourceSans3-Bold.ttf" };
type FontName = keyof typeof FONT_FILES;

let fonts: { files: Record<FontName, Buffer>; draws: (codePoint: number) => boolean } | undefined;

/**
 * Reads the fonts (once). The routes call it at start, so a deployment without them (no
 * `node_modules/source-sans`) fails when it starts, not at the first download.
 */
export function loadApplicationPdfFonts() {
  if (fonts) return fonts;
  const resolve = createRequire(import.meta.url).resolve;
  const read = (file: string) => {
    try {
      return readFileSync(resolve(file));
    } catch (err) {
      throw new Error(`The application PDF's font ${file} is missing: install the npm package source-sans`, {
        cause: err,
      });
    }
  };
  const files = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  const faces = Object.values(files).map((bytes) => fontkit.create(bytes) as fontkit.Font);
  fonts = { files, draws: (codePoint) => faces.every((face) => face.hasGlyphForCodePoint(codePoint)) };
  return fonts;
}

/** Text as a document property (title, author, subject): NFC, whitespace for line ends and tabs, no controls. */
function metadataText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/[\r\n\t]+/g, " ")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
  );
}

/**
 * Text the embedded font can draw: NFC, tabs as spaces, other controls and soft hyphens dropped; a
 * space or an invisible format character the font lacks becomes a plain space or nothing, any other
 * character it lacks "?". (A soft hyphen shares the hyphen's glyph, and pdfkit keeps the first
 * width it lays out per glyph: after one soft hyphen every "-" of that font would vanish.)
 */
export function drawable(text: string): string {
  const { draws } = loadApplicationPdfFonts();
  return [...text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, "    ")]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (c === "\n") return c;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xad) return "";
      if (draws(code)) return c;
      if (/\p{Zs}/u.test(c)) return " ";
      if (/\p{Cf}/u.test(c)) return "";
      return "?";
    })
    .join("");
}

function formatDate(date: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Zurich",
  }).format(date);
}

function formatSize(bytes: number, language: TLanguage): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  const value = kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} kB`;
  // a decimal comma in every language but English
  return language === "en" ? value : value.replace(".", ",");
}

const MARGIN = 56;
const FOOTER_SPACE = 36;
const ACCENT = "#0f5132";
const MUTED = "#555555";

/** The document's title and its first bookmark: "Application: {name}". */
export function applicationPdfTitle(name: string, language: TLanguage): string {
  return `${LABELS[language].title}: ${name}`;
}

/** Renders the PDF into a buffer. */
export function renderApplicationPdf(data: ApplicationPdfData, language: TLanguage): Promise<Buffer> {
  const l = LABELS[language];
  const name = data.name;
  const { files } = loadApplicationPdfFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: metadataText(applicationPdfTitle(name, language)),
      Author: metadataText(data.companyName),
      Subject: metadataText(data.listingTitle ?? l.unsolicited),
      Creator: "Jobatlas",
    },
    lang: language,
  });
  doc.registerFont("regular", files.regular);
  doc.registerFont("bold", files.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `needed` points still fit (a heading never ends a page alone). */
  const keep = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage();
  };
  const paragraph = (text: string, options: { muted?: boolean; size?: number } = {}) => {
    doc
      .font("regular")
      .fontSize(options.size ?? 10.5)
      .fillColor(options.muted ? MUTED : "#111111")
      .text(drawable(text), MARGIN, doc.y, { width, lineGap: 2, paragraphGap: 4 });
  };
  const heading = (text: string) => {
    keep(60);
    doc.moveDown(0.8);
    doc.font("bold").fontSize(13).fillColor(ACCENT).text(drawable(text), MARGIN, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor("#b8c9bf")
      .stroke();
    doc.y = y + 6;
  };
  const field = (label: string, value: string) => {
    keep(28);
    const top = doc.y;
    doc.font("bold").fontSize(10).fillColor(MUTED).text(drawable(label), MARGIN, top, { width: 120 });
    const labelBottom = doc.y;
    doc
      .font("regular")
      .fontSize(10.5)
      .fillColor("#111111")
      .text(drawable(value), MARGIN + 130, top, { width: width - 130, lineGap: 2 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };

  // Title block.
  doc.font("regular").fontSize(10).fillColor(MUTED).text(drawable(data.companyName), { width });
  doc.font("bold").fontSize(22).fillColor("#111111").text(drawable(name), { width });
  const subject = data.listingTitle
    ? `${l.listing}: ${data.listingTitle}`
    : data.jobTitle
      ? `${l.unsolicitedFor} «${data.jobTitle}»`
      : l.unsolicited;
  doc.moveDown(0.2);
  paragraph(subject, { size: 12 });

  heading(l.applicant);
  field(l.name, name);
  if (data.contact) {
    field(l.email, data.contact.email);
    field(l.phone, data.contact.phone ?? l.noPhone);
  } else {
    paragraph(l.contactHidden, { muted: true });
  }

  heading(l.application);
  field(l.status, l.statuses[data.status]);
  field(l.origin, l.origins[data.origin]);
  field(l.submitted, formatDate(data.createdAt, language));
  field(l.updated, formatDate(data.updatedAt, language));
  if (data.closedAt && ["user_withdrawn", "org_withdrawn", "user_rejected", "org_rejected"].includes(data.status)) {
    field(l.closed, formatDate(data.closedAt, language));
  }
  if (data.knockOutMissed) field(l.knockOut, l.knockOutMissed);

  for (const [label, text] of [
    [l.myStory, data.texts.myStory],
    [l.whatIBring, data.texts.whatIBring],
    [l.whatIWant, data.texts.whatIWant],
  ] as const) {
    heading(label);
    if (text.trim()) paragraph(text);
    else paragraph(l.notGiven, { muted: true });
  }

  if (data.answers.length > 0) {
    heading(l.questionnaire);
    data.answers.forEach((answer, index) => {
      keep(40);
      doc
        .font("bold")
        .fontSize(10.5)
        .fillColor("#111111")
        .text(drawable(`${index + 1}. ${answer.question}`), MARGIN, doc.y, { width, lineGap: 2 });
      doc.moveDown(0.15);
      const values = answer.values.filter((v) => v.trim());
      if (values.length === 0) paragraph(l.noAnswer, { muted: true });
      else if (values.length === 1) paragraph(values[0]!);
      else paragraph(values.map((v) => `•  ${v}`).join("\n"));
      doc.moveDown(0.3);
    });
  }

  const included = data.attachments.filter((a) => !a.problem);
  const left = data.attachments.filter((a) => a.problem);
  if (included.length > 0 || left.length === 0) heading(l.attachments);
  if (data.attachments.length === 0) paragraph(l.noAttachments, { muted: true });
  for (const attachment of included) {
    const size = formatSize(attachment.bytes, language);
    paragraph(`•  ${attachment.name} (${attachment.pages ? `${size}, ${l.appended(attachment.pages)}` : size})`);
  }
  if (left.length > 0) {
    heading(l.notIncluded);
    paragraph(l.notIncludedHint, { muted: true });
    for (const attachment of left) {
      paragraph(
        `•  ${attachment.name} (${formatSize(attachment.bytes, language)}): ${l.problems[attachment.problem!]}`,
      );
    }
  }

  // Footers: the company, the applicant and "page n of m" on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor("#cccccc")
      .stroke();
    doc.font("regular").fontSize(8.5).fillColor(MUTED);
    doc.text(
      drawable(`${data.companyName} · ${name} · ${l.generated} ${formatDate(data.generatedAt, language)}`),
      MARGIN,
      y,
      { width: width - 90, lineBreak: false, ellipsis: true },
    );
    doc.text(l.page(i - range.start + 1, range.count), MARGIN + width - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}

/**
 * Tests only: a real SMTP server (smtp-server) on 127.0.0.1 and a small reader for the raw
 * messages it receives (mailparser does not install here).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

export interface ReceivedMail {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Answer RCPT TO with this error (e.g. 550), or accept again with undefined. */
  rejectWith(error: { code: number; message: string } | undefined): void;
  /** Called once a message is in, before the server answers 250. */
  onMessage(hook: ((mail: ReceivedMail) => void | Promise<void>) | undefined): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejection: { code: number; message: string } | undefined;
  let hook: ((mail: ReceivedMail) => void | Promise<void>) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback();
      callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        Promise.resolve(hook?.(mail)).then(
          () => callback(),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectWith: (error) => void (rejection = error),
    onMessage: (h) => void (hook = h),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** The Subject with encoded words decoded. */
  subject: string;
  text: string;
  html: string;
}

function splitHeaderAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** RFC 2047 encoded words (UTF-8, Q or B); whitespace between two encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Headers plus the text/plain and text/html parts of a message nodemailer composed. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaderAndBody(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitHeaderAndBody(chunk.replace(/^\r\n/, ""));
      parts.push({
        type: part.headers.get("content-type") ?? "",
        content: decodeBody(part.body.replace(/\r\n$/, ""), part.headers.get("content-transfer-encoding")),
      });
    }
  } else {
    parts.push({
      type: headers.get("content-type") ?? "",
      content: decodeBody(body, headers.get("content-transfer-encoding")),
    });
  }
  return {
    headers,
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
  };
}

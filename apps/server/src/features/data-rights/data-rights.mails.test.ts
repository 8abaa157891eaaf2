import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson, type TestApp } from "../../test/test-app";
import { freshEmail } from "../../test/factories";
import { mailsTo } from "../../test/mailbox";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../../test/test-smtp-server";
import { createOutboxWorker, createSmtpTransport, type MailTransport } from "../../worker/outbox-worker";
import { renderMailContent } from "../mail/mail.layout";
import { dataRequestCodeMail } from "./data-rights.mails";

let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://jobatlas.example" });
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.app.close();
});

describe("the data-request code mail", () => {
  it("is delivered over SMTP in the requester's language, with the code and the privacy page", async () => {
    for (const language of ["de", "en"] as const) {
      const email = freshEmail(`data-request-${language}`);
      const res = await postJson(t, "/capi/data-requests/code", { email }, { "accept-language": language });
      expect(res.statusCode).toBe(200);
      const [queued] = await mailsTo(t.database.db, email);
      expect(queued).toMatchObject({ template: "data_request_code", language });
      smtp.received.length = 0;
      await createOutboxWorker({
        db: t.database.db,
        transport,
        log: { info: () => {}, warn: () => {}, error: () => {} },
        now: () => new Date(Date.now() + 60_000),
      }).runOnce();
      const received = smtp.received.filter((m) => m.rcptTo.includes(email));
      expect(received).toHaveLength(1);
      const mail = parseMail(received[0]!.raw);
      const code = /^\d{6}$/m.exec(mail.text)?.[0];
      expect(code).toBeDefined();
      expect(mail.subject).toBe(
        language === "de" ? `${code} ist dein Code für deine Datenanfrage` : `${code} is the code of your data request`,
      );
      expect(mail.text).toContain(language === "de" ? "10 Minuten" : "10 minutes");
      expect(mail.text).toContain(`https://jobatlas.example/${language}/privacy#data-request`);
      // The code stands alone in its own large paragraph (the markup is the mail layout's, ADR 078).
      expect(mail.html).toMatch(new RegExp(`<p style="[^"]*font-size:28px[^"]*">${code}</p>`));
      expect(mail.html).toContain(`lang="${language}"`);
    }
  });

  it("escapes what it shows in HTML", async () => {
    const mail = await renderMailContent(
      dataRequestCodeMail({
        to: "a@example.ch",
        language: "en",
        code: "<b>1</b>",
        minutes: 10,
        link: "https://x.example/?a=1&b=<2>",
      }),
    );
    expect(mail.html).not.toContain("<b>1</b>");
    expect(mail.html).toContain("&lt;b&gt;1&lt;/b&gt;");
    expect(mail.html).toContain("a=1&amp;b=&lt;2&gt;");
  });
});

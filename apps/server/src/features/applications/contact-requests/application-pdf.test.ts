import { describe, expect, it } from "vitest";
import { drawable } from "./application-pdf";
import { renderMailContent } from "../../mail/mail.layout";
import { contactRequestMail, rejectionMail } from "./contact-requests.mails";

describe("drawable", () => {
  it("keeps what the embedded font draws (Latin, Greek, Cyrillic) and replaces the rest with '?'", () => {
    expect(drawable("Zoë Müller – «Bäcker/in» 80–100 % € “ok” …")).toBe("Zoë Müller – «Bäcker/in» 80–100 % € “ok” …");
    for (const name of ["Jelena Đurić-Łukasiewicz", "Ayşe Şahin", "Tomáš Dvořák", "Ștefan Țurcanu", "Nguyễn Thị Ẩn"])
      expect(drawable(name)).toBe(name);
    expect(drawable("Νίκος Παπαδόπουλος, Олена Коваленко")).toBe("Νίκος Παπαδόπουλος, Олена Коваленко");
    expect(drawable("Đorđe 🚀 日本 שלום")).toBe("Đorđe ? ?? ????");
  });

  it("drops soft hyphens and keeps spaces the font lacks as spaces", () => {
    expect(drawable("Früh\u00ADschicht")).toBe("Frühschicht");
    // U+3000 (a space) and U+200D (an invisible format character) are not in the font.
    expect(drawable("a\u3000b\u200dc")).toBe("a bc");
  });

  it("normalises line ends and tabs and drops control characters", () => {
    expect(drawable("a\r\nb\rc\td\u0000e\u0085f")).toBe("a\nb\nc    def");
    expect(drawable("Zoe\u0308")).toBe("Zoë");
  });
});

describe("the mails", () => {
  const base = { to: "a@example.com", firstName: "Mia", companyName: "A & B <AG>", listingTitle: null };

  it("quote the employer's message in the text and escape it in the HTML", async () => {
    const mail = await renderMailContent(
      rejectionMail({ ...base, language: "en", message: '<script>alert("x")</script>\nBye', deletedOn: "2027-03-15" }),
    );
    expect(mail.subject).toBe("Update on your application to A & B <AG>");
    expect(mail.text).toContain('> <script>alert("x")</script>\n> Bye');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>Bye");
    expect(mail.html).toContain("A &amp; B &lt;AG&gt;");
    expect(mail.text).toContain("Your application and its documents are deleted on 15 March 2027.");
  });

  it("carry the link and its validity in the applicant's language", async () => {
    const mail = await renderMailContent(
      contactRequestMail({
        ...base,
        language: "de",
        message: "Hallo",
        link: "https://jobatlas.example/de/contact-requests/accept/abc",
        days: 14,
      }),
    );
    expect(mail.subject).toBe("A & B <AG> möchte mit dir in Kontakt treten");
    expect(mail.text).toContain("Der Link gilt 14 Tage und nur einmal.");
    expect(mail.text).toContain(
      "Anfrage ansehen und beantworten:\nhttps://jobatlas.example/de/contact-requests/accept/abc",
    );
    expect(mail.html).toContain('href="https://jobatlas.example/de/contact-requests/accept/abc"');
  });
});

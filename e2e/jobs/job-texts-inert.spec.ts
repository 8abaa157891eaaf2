import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import {
  expectInertText,
  HOSTILE_IMAGE,
  HOSTILE_MARKDOWN,
  HOSTILE_SCRIPT,
  HOSTILE_TITLE,
  recordDialogs,
} from "../support/hostile-texts";
import { createJob } from "../support/org-api";

// A job whose four texts hold a script element, an image with an error handler and a
// javascript: link is stored as written and shown inert on the org's job page and in the
// editor's previews: no dialog, no script or image element, the link's words without a target.

const JOB_TEXT_FIELDS = ["role_and_responsibilities", "requirements", "team_description", "benefits"] as const;
const HEADINGS = {
  en: ["Role and responsibilities", "Requirements", "Team", "Benefits"],
  de: ["Aufgaben und Verantwortung", "Anforderungen", "Team", "Benefits"],
} as const;

/** A text's field in the editor: its name, marked "(not required)". */
function textLabel(lang: "en" | "de", index: number): RegExp {
  return new RegExp(`^${HEADINGS[lang][index]}\\s*\\(`);
}

for (const lang of ["en", "de"] as const) {
  test(`hostile job texts are kept verbatim and shown inert on the job page and in the editor (${lang})`, async ({
    page,
  }, testInfo) => {
    const account = await signUpAndSignIn(page, testInfo, {
      lang,
      company: `Hostile ${lang} ${testInfo.workerIndex}-${Date.now()} AG`,
    });
    const slug = account.slug ?? "";
    const job = await createJob(page, slug, {
      title: HOSTILE_TITLE,
      language: "de",
      role_and_responsibilities: HOSTILE_MARKDOWN,
      requirements: HOSTILE_MARKDOWN,
      team_description: HOSTILE_MARKDOWN,
      benefits: HOSTILE_MARKDOWN,
    });
    // Stored as written: the API answers the text verbatim.
    for (const field of JOB_TEXT_FIELDS) expect(job[field]).toBe(HOSTILE_MARKDOWN);
    expect(job.title).toBe(HOSTILE_TITLE);

    const dialogs = recordDialogs(page);
    await page.goto(`/${lang}/org/${slug}/jobs/${job.id}`);
    // The title is these characters, not markup.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE_TITLE);
    for (const heading of HEADINGS[lang]) {
      await expectInertText(page, page.getByRole("region", { name: heading, exact: true }), dialogs);
    }

    await page.goto(`/${lang}/org/${slug}/jobs/${job.id}/edit`);
    for (const [index, field] of JOB_TEXT_FIELDS.entries()) {
      // The editor holds the text as written …
      await expect(page.getByRole("textbox", { name: textLabel(lang, index) })).toHaveValue(HOSTILE_MARKDOWN);
      // … and its preview shows it inert.
      await expectInertText(page, page.getByTestId(`preview-${field}`), dialogs);
    }
    // Typing more hostile markup into a text keeps the live preview inert.
    const role = page.getByRole("textbox", { name: textLabel(lang, 0) });
    await role.fill(`${HOSTILE_MARKDOWN}\n\n${HOSTILE_SCRIPT}${HOSTILE_IMAGE}`);
    await expectInertText(page, page.getByTestId("preview-role_and_responsibilities"), dialogs);
    expect(
      await page.evaluate(() => Array.from(document.scripts).some((s) => (s.textContent ?? "").includes("alert(1)"))),
    ).toBe(false);
  });
}

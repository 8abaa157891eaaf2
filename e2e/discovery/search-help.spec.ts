import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../a11y/support";
import { expect, test } from "../support/fixtures";
import { catalogues, type Lang } from "../support/screens";

// Help when nothing fits (issue 26 point 6, ADR 075) on the demo data: the keyword field suggests
// occupations in the UI's language (an ARIA 1.2 combobox, chosen with the keyboard), the results
// name what else was searched, and a misspelt word offers its correction, which finds results.
// axe with the list open and with the help lines, in both languages.

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get("/capi/health")).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});

const texts = (lang: Lang) => catalogues[lang].search;

function results(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: texts(lang).results.heading });
}

async function settledCount(page: Page, lang: Lang): Promise<number> {
  const list = results(page, lang);
  await expect(list).toHaveAttribute("aria-busy", "false");
  const text = (await list.getByRole("status").first().textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

const cases = [
  { lang: "de" as const, typed: "Pflegef", label: "Pflegefachperson", others: /infirmier \/ infirmière.*nurse/ },
  { lang: "en" as const, typed: "Pflegef", label: "nurse", others: /Pflegefachperson.*infirmier \/ infirmière/ },
];

for (const { lang, typed, label, others } of cases) {
  test(`${lang}: an occupation chosen from the keyword field's suggestions by keyboard, then "also searched"`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/search`);
    await settledCount(page, lang);
    const field = page.getByRole("combobox", { name: texts(lang).form.keywords });
    await field.click();
    await field.pressSequentially(typed, { delay: 30 });
    const list = page.getByRole("listbox", { name: texts(lang).form.keywordSuggestions });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    // One suggestion per occupation, in the UI's language: not four workload variants of a title.
    await expect(list.getByRole("option", { name: label, exact: true })).toHaveCount(1);
    // The pause in the typing searched "Pflegef" (the list dims meanwhile): axe once it settled.
    await settledCount(page, lang);
    await expect(list).toBeVisible();
    await expectNoSeriousViolations(page, `search ${lang}: keyword suggestions open`);

    // Arrow down to the label, Enter: the field holds it, the list closes, the search runs.
    const options = await list.getByRole("option").allTextContents();
    const index = options.indexOf(label);
    expect(index, options.join(" | ")).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i++) await field.press("ArrowDown");
    await expect(list.getByRole("option", { name: label, exact: true })).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(field).toHaveValue(label);
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(new RegExp(`[?&]query=${encodeURIComponent(label)}(&|$)`));
    expect(await settledCount(page, lang)).toBeGreaterThan(0);
    const also = page.getByTestId("also-searched");
    await expect(also).toContainText(`${label} – ${lang === "de" ? "auch gesucht" : "also searched"}:`);
    await expect(also).toContainText(others);

    // Escape closes the list again without changing the search.
    await field.fill("");
    await field.pressSequentially("Koch", { delay: 30 });
    await expect(list).toBeVisible();
    await field.press("Escape");
    await expect(list).toBeHidden();
  });

  test(`${lang}: a misspelt word offers "did you mean", and following it finds results`, async ({ page }) => {
    await page.goto(`/${lang}/search?query=Spittal%20`);
    await settledCount(page, lang);
    const help = page.getByTestId("search-help");
    await expect(help).toContainText(texts(lang).results.didYouMean);
    const correction = help.getByRole("button", { name: "Spital" });
    await expect(correction).toBeVisible();
    await expectNoSeriousViolations(page, `search ${lang}: did you mean`);
    await correction.click();
    await expect(page).toHaveURL(/[?&]query=Spital(&|$)/);
    await expect(page.getByRole("combobox", { name: texts(lang).form.keywords })).toHaveValue("Spital");
    expect(await settledCount(page, lang)).toBeGreaterThan(0);
    await expect(help).toBeHidden();
  });
}

// ADR 076: an occupation with no listings (no secretary in the demo data, and no journey creates
// one) is searched by its related ones, and the page says which.
for (const { lang, related } of [
  { lang: "de" as const, related: /Assistentin der Geschäftsleitung.*Kaufmännische Angestellte/ },
  { lang: "en" as const, related: /executive assistant.*commercial employee/ },
]) {
  test(`${lang}: an occupation without listings finds similar occupations, and says so`, async ({ page }) => {
    await page.goto(`/${lang}/search?query=Sekret%C3%A4rin&view=jobs`);
    expect(await settledCount(page, lang)).toBeGreaterThan(0);
    const line = page.getByTestId("similar-searched");
    const [before] = texts(lang).results.similarSearched.split("{{similar}}");
    await expect(line).toContainText(before!.replace("{{label}}", "Sekretärin"));
    await expect(line).toContainText(related);
    await expect(results(page, lang).getByRole("article").first()).toContainText(
      /Assistent|Assistant|Kaufm|Angestellte|commercial|employé/i,
    );
    await expectNoSeriousViolations(page, `search ${lang}: similar occupations`);
  });
}

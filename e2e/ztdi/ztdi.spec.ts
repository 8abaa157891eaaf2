import { ZTDI_STATEMENTS, type TZtdiDimension } from "@jobatlas/contract";
import type { Locator, Page } from "@playwright/test";
import { apiPost, latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

/** Ratings per dimension: the top three are inquiry, expression and care. */
const RATINGS: Record<TZtdiDimension, number> = {
  craft: 1,
  inquiry: 5,
  expression: 4,
  care: 3,
  initiative: 2,
  structure: 1,
};
const ratingOf = (index: number) => RATINGS[ZTDI_STATEMENTS[index]!.dimension];

/** Presses Tab until `target` has the focus (keyboard only: no click, no programmatic focus). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element never got the focus by Tab");
}

test.describe("Z-TDI orientation", () => {
  test("taken with the keyboard only, with an email and the survey; the mailed link opens the result in a fresh browser", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, "ztdi");
    await page.goto("/en/ztdi/questions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career orientation");
    await tabTo(page, page.getByRole("button", { name: "Start" }));
    await page.keyboard.press("Enter");

    const statement = page.getByTestId("ztdi-statement");
    const progress = page.getByRole("progressbar", { name: "Progress" });
    await expect(statement.getByText("Statement 1 of 30")).toBeVisible();
    await expect(progress).toHaveAttribute("value", "1");
    // The focus is on the first option of the group, nothing is chosen yet.
    await expect(page.getByRole("radio", { name: /^1 – / })).toBeFocused();
    // Enter without an answer asks for one.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Please choose how well this statement fits you.");
    await expect(statement.getByText("Statement 1 of 30")).toBeVisible();

    for (let index = 0; index < 30; index++) {
      await expect(statement.getByText(`Statement ${index + 1} of 30`)).toBeVisible();
      const rating = ratingOf(index);
      if (index % 3 === 0) {
        // Space chooses the focused first option, the arrow keys move the choice.
        await page.keyboard.press("Space");
        for (let step = 1; step < rating; step++) await page.keyboard.press("ArrowRight");
      } else {
        await page.keyboard.press(String(rating));
      }
      await expect(page.getByRole("radio", { name: new RegExp(`^${rating} – `) })).toBeChecked();
      if (index === 4) {
        // Back returns to the previous statement with its answer kept; Tab reaches the button.
        await tabTo(page, page.getByRole("button", { name: "Back" }));
        await page.keyboard.press("Enter");
        await expect(statement.getByText("Statement 4 of 30")).toBeVisible();
        await expect(page.getByRole("radio", { name: new RegExp(`^${ratingOf(3)} – `) })).toBeChecked();
        await expect(page.getByRole("radio", { name: new RegExp(`^${ratingOf(3)} – `) })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(statement.getByText("Statement 5 of 30")).toBeVisible();
        await expect(page.getByRole("radio", { name: new RegExp(`^${rating} – `) })).toBeFocused();
      }
      await page.keyboard.press("Enter");
      if (index === 11) {
        // A reload loses nothing: the questions go on at statement 13, the answers before it kept.
        await page.reload();
        await expect(statement.getByText("Statement 13 of 30")).toBeVisible();
        await expect(page.getByRole("radio", { name: /^1 – / })).toBeFocused();
        await tabTo(page, page.getByRole("button", { name: "Back" }));
        await page.keyboard.press("Enter");
        await expect(page.getByRole("radio", { name: new RegExp(`^${ratingOf(11)} – `) })).toBeChecked();
        await page.keyboard.press("Enter");
      }
    }

    await expect(page.getByRole("heading", { level: 2 })).toHaveText("All 30 statements rated");
    const emailField = page.getByRole("textbox", { name: /Email address for the link/ });
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 2, name: "A short survey (not required)" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: /Age group/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("combobox", { name: /Age group/ })).toHaveValue("20_29");
    await tabTo(page, page.getByRole("button", { name: "Send and show my result" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/en\/ztdi\/[A-Za-z0-9_-]{43}\?mailed=true$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your orientation result");
    await expect(page.getByText("We mailed you the link to this result.")).toBeVisible();
    const top = page.getByTestId("ztdi-top").getByRole("heading", { level: 3 });
    await expect(top).toHaveText(["Exploring and analysing", "Designing and expressing", "Supporting and teaching"]);
    const chart = page.getByTestId("ztdi-chart").getByRole("listitem");
    await expect(chart).toHaveCount(6);
    await expect(chart.filter({ hasText: "Exploring and analysing" })).toContainText("100 of 100");
    await expect(chart.filter({ hasText: "Making and repairing" })).toContainText("0 of 100");
    await expect(page.getByRole("link", { name: "Search jobs as Data scientist" })).toBeVisible();
    await expect(page.getByText("Scientific research and development")).toBeVisible();
    // Going back to the questions starts afresh.
    const token = new URL(page.url()).pathname.split("/").pop() ?? "";

    // The mail carries the link.
    const mail = await latestMail(page, email);
    expect(mail.subject).toBe("Your Z-TDI orientation result");
    const link = /https?:\/\/\S+\/en\/ztdi\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(token);
    // A fresh browser opens it from the dev mailbox, without signing in.
    const fresh = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const other = await fresh.newPage();
    await other.goto("/en/debug/mail");
    const listed = other.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).first();
    await expect(listed).toContainText("Your Z-TDI orientation result");
    await listed.click();
    await other
      .getByRole("article")
      .getByRole("link", { name: new RegExp(`/en/ztdi/${token}`) })
      .click();
    await expect(other).toHaveURL(new RegExp(`/en/ztdi/${token}$`));
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Your orientation result");
    await expect(other.getByTestId("ztdi-top").getByRole("heading", { level: 3 })).toHaveText([
      "Exploring and analysing",
      "Designing and expressing",
      "Supporting and teaching",
    ]);
    // Signed out, copying asks to sign in first and comes back here.
    await expect(other.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
      "href",
      `/en/account/login?next=${encodeURIComponent(`/en/ztdi/${token}`)}`,
    );
    await fresh.close();
  });

  test("a signed-in seeker copies a result into the search profile and sees it there", async ({ page }, testInfo) => {
    await signUpAndSignIn(page, testInfo, { lang: "de" });
    const answers = ZTDI_STATEMENTS.map((s) => (s.dimension === "craft" ? 5 : s.dimension === "structure" ? 4 : 1));
    const { token } = (await apiPost(page, "/capi/ztdi/results", { answers, language: "de" })) as { token: string };
    await page.goto(`/de/ztdi/${token}`);
    await expect(page.getByTestId("ztdi-top").getByRole("heading", { level: 3 }).first()).toHaveText(
      "Anpacken und reparieren",
    );
    await page.getByRole("button", { name: "In mein Suchprofil übernehmen" }).click();
    // The button is gone: the focus lands on the words saying it worked, the next Tab on the link.
    await expect(page.getByText("In dein Suchprofil übernommen.")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Mein Suchprofil öffnen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchprofil");
    const titles = page.getByRole("list", { name: "Gewählte Berufe" }).getByRole("listitem");
    // The occupations' labels in the page's language (ADR 075).
    await expect(titles.first()).toHaveText("Elektroinstallateur / Elektroinstallateurin");
    await expect(titles).toContainText(["Polymechaniker / Polymechanikerin", "Kaufmännische Angestellte"]);
  });

  test("on a phone one statement per screen, and the screens fit 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/de/ztdi/questions");
    await page.getByRole("button", { name: "Starten" }).click();
    for (const n of [1, 2]) {
      await expect(page.getByText(`Aussage ${n} von 30`)).toBeVisible();
      await expect(page.getByTestId("ztdi-statement")).toHaveCount(1);
      await expect(page.getByTestId("ztdi-statement").getByRole("group")).toHaveCount(1);
      await expect(page.getByRole("radio")).toHaveCount(5);
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.content).toBeLessThanOrEqual(widths.viewport);
      await page.getByRole("radio", { name: /^3 – / }).check();
      await page.getByRole("button", { name: "Weiter" }).click();
    }
    // The result page fits too (its German title is one long word).
    const answers = ZTDI_STATEMENTS.map((s) => (s.dimension === "care" ? 5 : 2));
    const { token } = (await apiPost(page, "/capi/ztdi/results", { answers, language: "de" })) as { token: string };
    await page.goto(`/de/ztdi/${token}`);
    await expect(page.getByTestId("ztdi-top")).toBeVisible();
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  });
});

test.describe("Z-TDI result links", () => {
  // The result call of an unknown token answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: ["status of 404"] });

  test("an unknown link shows that the result is not found", async ({ page }) => {
    await page.goto("/en/ztdi/token123");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your orientation result");
    await expect(page.getByText("We could not find this result")).toBeVisible();
    await page.goto(`/de/ztdi/${"A".repeat(43)}`);
    await expect(page.getByText("Dieses Ergebnis haben wir nicht gefunden")).toBeVisible();
  });
});

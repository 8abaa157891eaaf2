import { expect, type Locator, type Page } from "@playwright/test";

/**
 * User text that would run script if it were ever rendered as HTML: a script element, an image
 * whose error handler runs, and a Markdown link to a javascript: URL, around a harmless sentence
 * (so a test can see the text did render). Journeys put it into every text field of a job,
 * listing or company and check the page shows it inert (expectInertText).
 */
export const HOSTILE_SCRIPT = "<script>alert(1)</script>";
export const HOSTILE_IMAGE = "<img src=x onerror=alert(1)>";
export const HOSTILE_LINK = "[click](javascript:alert(1))";
/** The harmless sentence inside HOSTILE_MARKDOWN. */
export const HOSTILE_SENTENCE = "Wir sind freundlich.";
export const HOSTILE_MARKDOWN = [HOSTILE_SENTENCE, HOSTILE_SCRIPT, HOSTILE_IMAGE, HOSTILE_LINK].join("\n\n");
/** A title with markup in it: it must show as these characters. */
export const HOSTILE_TITLE = `Entwickler ${HOSTILE_SCRIPT}`;

/**
 * Records every dialog (alert, confirm, prompt) the page opens and dismisses it; call it before
 * the hostile text is shown, then `expect(dialogs).toEqual([])`.
 */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * The hostile Markdown rendered inside `region` is inert: its sentence shows, no script or
 * image element and no event-handler attribute came from it, the javascript: link kept its words
 * as plain text with no href (nothing to click), and no dialog opened.
 */
export async function expectInertText(page: Page, region: Locator, dialogs: string[]): Promise<void> {
  await expect(region.getByText(HOSTILE_SENTENCE)).toBeVisible();
  await expect(region.locator("script")).toHaveCount(0);
  await expect(region.locator("img")).toHaveCount(0);
  await expect(region.locator("[onerror], [onload], [onclick], [onmouseover]")).toHaveCount(0);
  await expect(region.getByText("click", { exact: true })).toBeVisible();
  await expect(region.getByRole("link", { name: "click" })).toHaveCount(0);
  await expect(region.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator("img[onerror], img[src='x']")).toHaveCount(0);
  // Whatever would run has run: every frame's images have loaded or failed (their handlers with them).
  for (const frame of page.frames()) await frame.waitForLoadState("load");
  expect(dialogs).toEqual([]);
}

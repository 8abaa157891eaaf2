import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// A phone: 390 px wide (iPhone 12 to 15).
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
}

test("at 390 px a long German button label wraps inside its button, with padding on every side", async ({
  page,
}, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "de" });
  await page.goto("/de/account/profile");
  const button = page.getByRole("button", { name: "Mein Konto löschen …" });
  await expect(button).toBeVisible();

  const { box, text } = await button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = (r: DOMRect) => ({ top: r.top, right: r.right, bottom: r.bottom, left: r.left });
    return { box: rect(element.getBoundingClientRect()), text: rect(range.getBoundingClientRect()) };
  });
  // At least 4 px between the text and each edge of the button (the border is 1 px).
  expect(text.top - box.top).toBeGreaterThanOrEqual(4);
  expect(box.bottom - text.bottom).toBeGreaterThanOrEqual(4);
  expect(text.left - box.left).toBeGreaterThanOrEqual(4);
  expect(box.right - text.right).toBeGreaterThanOrEqual(4);
  await expectNoHorizontalOverflow(page);
});

test("at 390 px the screens of accounts, contact and the org's plan change fit the width", async ({
  page,
}, testInfo) => {
  for (const path of [
    "/de/account/signup",
    "/de/account/signup/company?plan=pro",
    "/de/account/login",
    "/de/nowhere",
  ]) {
    await test.step(`${path} signed out`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }

  const company = `Schmal ${testInfo.workerIndex}-${Date.now()} AG`;
  const { slug } = await signUpAndSignIn(page, testInfo, { lang: "de", company });
  for (const path of [
    "/de/account/login?next=%2Fde%2Fuser",
    "/de/contact/purchase?plan=enterprise",
    "/de/account/profile",
  ]) {
    await test.step(`${path} signed in`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }

  await page.goto(`/de/org/${slug}`);
  await page.getByRole("button", { name: "Abo wechseln" }).click();
  await expect(page.getByRole("radio", { name: "Enterprise" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

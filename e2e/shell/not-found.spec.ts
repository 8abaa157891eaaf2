import { expect, test } from "../support/fixtures";

test("an unknown path shows the full-screen 404 page", async ({ page }) => {
  await page.goto("/de/does-not-exist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla, das haben wir nicht.");
  await expect(
    page.getByRole("img", { name: "Eine Lupe über einer leeren Karte mit einem Fragezeichen" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Seite nicht gefunden · Jobatlas");
  // Full screen: no header navigation around it.
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);

  await page.getByRole("link", { name: "Zurück zur Stellensuche" }).click();
  await expect(page).toHaveURL(/\/de\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stellensuche");
});

test("an unknown path deep under a known screen is a 404 too, in English under /en", async ({ page }) => {
  await page.goto("/en/company/1/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, we don't have that.");
  await expect(
    page.getByRole("img", { name: "A magnifying glass over an empty map with a question mark" }),
  ).toBeVisible();
});

import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

type Hits = { items: { id: number; sectors: string[]; listings: { title: string }[] }[] };

async function firstEmployers(page: Page, query = ""): Promise<Hits["items"]> {
  const response = await page.request.get(`/capi/search/employers?limit=10${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Hits).items;
}

test("de: a visitor is asked to sign in first, and comes back to the profile", async ({ page }) => {
  await page.goto("/de/search/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchprofil");
  await expect(page.getByRole("heading", { name: "Zuerst anmelden" })).toBeVisible();
  await page.getByRole("link", { name: "Anmelden", exact: true }).last().click();
  await expect(page).toHaveURL(/\/de\/account\/login\?next=%2Fde%2Fsearch%2Fprofile$/);
});

test("de: the three steps by keyboard, saved; seeker_profile=true then ranks by the profile", async ({
  page,
}, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "de" });
  const before = await firstEmployers(page);

  await page.goto("/de/search/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchprofil");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Schritt 1 von 3: Berufe");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

  // Step 1: a title from the suggestions (arrow key and Enter), one as typed.
  const titles = page.getByRole("combobox", { name: "Berufe" });
  await titles.fill("Elektro");
  const listbox = page.getByRole("listbox", { name: "Vorschläge" });
  // Occupations of the vocabulary, one label each in the UI's language (ADR 075).
  const electrician = listbox.getByRole("option", { name: "Elektroinstallateur / Elektroinstallateurin", exact: true });
  await expect(electrician).toBeVisible();
  const options = await listbox.getByRole("option").allTextContents();
  for (let i = 0; i <= options.indexOf("Elektroinstallateur / Elektroinstallateurin"); i++)
    await titles.press("ArrowDown");
  await expect(electrician).toHaveAttribute("aria-selected", "true");
  await titles.press("Enter");
  const chosen = page.getByRole("list", { name: "Gewählte Berufe" });
  await expect(chosen.getByRole("listitem")).toHaveText(["Elektroinstallateur / Elektroinstallateurin"]);
  await titles.fill("Montage-Elektriker/in");
  await titles.press("Escape");
  await titles.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await chosen.getByRole("button", { name: "Montage-Elektriker/in entfernen" }).click();
  await expect(titles).toBeFocused();
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 2: what I bring.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Schritt 2 von 3: Was ich mitbringe");
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  await page.getByLabel("Über mich").fill("Zehn Jahre auf Baustellen, Lernende betreut.");
  const skills = page.getByRole("textbox", { name: /^Fähigkeiten/ });
  await skills.fill("Photovoltaik, KNX,");
  await skills.fill("Schaltanlagen");
  await skills.press("Enter");
  await expect(page.getByRole("list", { name: "Gewählte Fähigkeiten" }).getByRole("listitem")).toHaveText([
    "Photovoltaik",
    "KNX",
    "Schaltanlagen",
  ]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 3: what I want; a maximum below the minimum is refused before anything is sent.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Schritt 3 von 3: Was ich suche");
  await page.getByLabel("Branchen filtern").fill("Bau");
  await page.getByRole("checkbox", { name: /^Vorbereitende Baustellenarbeiten, Bauinstallation/ }).check();
  await page.getByLabel("Mindestens (%)").fill("80");
  await page.getByLabel("Höchstens (%)").fill("60");
  await page.getByRole("checkbox", { name: "Vor Ort" }).check();
  await page.getByLabel("Region").selectOption({ label: "Zürich" });
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(page.getByText("Das Maximum darf nicht unter dem Minimum liegen.")).toBeVisible();
  await expect(page.getByLabel("Höchstens (%)")).toBeFocused();
  await page.getByLabel("Höchstens (%)").fill("100");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/capi/user/seeker-profile") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Profil speichern" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Dein Suchprofil ist gespeichert." })).toBeFocused();

  const profile = (await (await page.request.get("/capi/user/seeker-profile")).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({
    completed: true,
    job_titles: ["Elektroinstallateur / Elektroinstallateurin"],
    skills: ["Photovoltaik", "KNX", "Schaltanlagen"],
    sectors: ["F43"],
    workload_min: 80,
    workload_max: 100,
    remote_types: ["on_site"],
    region: "zurich",
  });

  // The order of seeker_profile=true results follows the profile.
  const after = await firstEmployers(page, "&seeker_profile=true");
  expect(after.map((hit) => hit.id)).not.toEqual(before.map((hit) => hit.id));
  // The first employers match the profile: its job title or its industry.
  for (const hit of after.slice(0, 3)) {
    const fits = hit.sectors.includes("F43") || hit.listings.some((listing) => /Elektro/.test(listing.title));
    expect(fits, JSON.stringify(hit)).toBe(true);
  }

  await page.getByRole("link", { name: "Passende Arbeitgeber anzeigen" }).click();
  await expect(page).toHaveURL(/\/de\/search\?seeker_profile=true$/);

  // Back on the profile, it is prefilled.
  await page.goto("/de/search/profile");
  await expect(page.getByRole("list", { name: "Gewählte Berufe" }).getByRole("listitem")).toHaveText([
    "Elektroinstallateur / Elektroinstallateurin",
  ]);
});

test("en: the steps in English, prefilled from a saved profile", async ({ page }, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto("/en/search/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search profile");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 3: Job titles");
  await page.getByRole("combobox", { name: "Job titles" }).fill("Koch");
  await expect(page.getByRole("option").first()).toHaveText("cook");
  await page.getByRole("combobox", { name: "Job titles" }).press("ArrowDown");
  await page.getByRole("combobox", { name: "Job titles" }).press("Enter");
  await expect(page.getByRole("list", { name: "Chosen job titles" }).getByRole("listitem")).toHaveText(["cook"]);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 3 of 3: What I want");
  await page.getByRole("checkbox", { name: "Hybrid" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("heading", { name: "Your search profile is saved." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Show matching employers" })).toHaveAttribute(
    "href",
    "/en/search?seeker_profile=true",
  );
  await page.reload();
  await expect(page.getByRole("list", { name: "Chosen job titles" }).getByRole("listitem")).toHaveText(["cook"]);
  // The progress steps already done can be gone back to.
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: /Job titles/ }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 3: Job titles");
});

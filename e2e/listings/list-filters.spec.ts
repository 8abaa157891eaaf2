import { signInAs } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// The listings list waits for its first page before the URL follows a filter. A second filter set
// in that moment must not undo the first: each change builds on the search as it will be.

test("two filters set in quick succession both hold, though the list is slow to follow (de)", async ({ page }) => {
  await signInAs(page, "owner.free@jobatlas.example");
  await page.goto("/de/org/demo-free-bakery/listings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // From now on each page of the list takes a second to arrive.
  await page.route("**/capi/org/listings?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole("checkbox", { name: "Aktiv" }).check();
  const field = page.getByLabel("In Titeln suchen");
  await field.fill("Bäcker");
  await field.press("Enter");

  await expect(page).toHaveURL(/query=B/);
  const search = new URL(page.url()).searchParams;
  expect(search.get("query")).toBe("Bäcker");
  expect(search.get("status")).toContain("active");
  await expect(page.getByRole("checkbox", { name: "Aktiv" })).toBeChecked();
  await expect(field).toHaveValue("Bäcker");
});

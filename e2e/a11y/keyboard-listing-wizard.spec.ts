import { catalogues } from "../support/screens";
import { expect, tabTo, test, waitForContent } from "./support";

// Issue 12 §7: the listing wizard by keyboard alone, as an employer, from listings/create to a
// published listing: the template chosen with the arrow keys of its radio group, the job with
// those of its select, every step's heading taking the focus, Enter going on from a field.
const t = catalogues.en.listings;

test.use({ role: "employer" });

test("en: the listing wizard by keyboard from a job to a published listing", async ({ page, world }) => {
  test.setTimeout(90_000);
  await page.goto("/en/listings/create");
  await waitForContent(page);
  const stepHeading = page.getByRole("heading", { level: 2 }).first();

  // Template: the radio group is one Tab stop; ArrowDown moves to and checks "From a job".
  const templates = page.getByRole("group", { name: t.wizard.templates });
  const blank = templates.getByRole("radio", { name: new RegExp(`^${t.wizard.blank}`) });
  const fromJob = templates.getByRole("radio", { name: new RegExp(`^${t.wizard.fromJob}`) });
  await tabTo(page, templates.getByRole("radio", { checked: true }));
  if (await blank.isChecked()) await page.keyboard.press("ArrowDown");
  await expect(fromJob).toBeChecked();
  await expect(fromJob).toBeFocused();
  const job = page.getByLabel(t.wizard.job, { exact: true });
  await tabTo(page, job, { max: 5 });
  await page.keyboard.press("ArrowDown");
  await expect(job).toHaveValue(String(world.job));
  const next = page.getByRole("button", { name: t.wizard.next, exact: true });
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Job description: the title comes from the job; replaced by typing, Enter goes on.
  await expect(stepHeading).toHaveText(/: Job description$/);
  await expect(stepHeading).toBeFocused();
  const title = page.getByLabel(t.form.title);
  await tabTo(page, title);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Bäcker/in Tastatur 80–100 %");
  await page.keyboard.press("Enter");

  // Details: the defaults do; Next.
  await expect(stepHeading).toHaveText(/: Details$/);
  await expect(stepHeading).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press("Enter");

  // Contact details, then create (published now: the default).
  await expect(stepHeading).toHaveText(/: Contact details$/);
  await expect(stepHeading).toBeFocused();
  const contact = page.getByLabel(t.form.contactName);
  await tabTo(page, contact);
  await page.keyboard.type("Erika Muster");
  const create = page.getByRole("button", { name: t.wizard.create });
  await tabTo(page, create);
  await page.keyboard.press("Enter");

  const done = page.getByRole("heading", { name: t.wizard.successTitle });
  await expect(done).toBeFocused();
  await expect(page).toHaveURL(/\/en\/listings\/create\?success=true&listing_id=\d+$/);
  await expect(page.getByText(/“Bäcker\/in Tastatur 80–100 %” is live and runs until/)).toBeVisible();
  const view = page.getByRole("link", { name: t.wizard.view });
  await tabTo(page, view);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bäcker/in Tastatur 80–100 %");
});

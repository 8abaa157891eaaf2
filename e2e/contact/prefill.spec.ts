import { signUpAndSignIn } from "../support/accounts";
import { expect, test } from "../support/fixtures";

test("signed in, the purchase and contact forms are prefilled on a direct load and after a reload", async ({
  page,
}, testInfo) => {
  const company = `Prefill ${testInfo.workerIndex}-${Date.now()} AG`;
  const account = await signUpAndSignIn(page, testInfo, { lang: "en", company, plan: "free" });
  const name = page.getByLabel("Name", { exact: true });
  const email = page.getByLabel("Email address");
  const companyField = page.getByLabel("Company");

  await page.goto("/en/contact/purchase?plan=pro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request the Pro plan");
  await expect(name).toHaveValue("Erika Muster");
  await expect(email).toHaveValue(account.email);
  await expect(companyField).toHaveValue(company);

  await page.reload();
  await expect(name).toHaveValue("Erika Muster");
  await expect(email).toHaveValue(account.email);
  await expect(companyField).toHaveValue(company);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");

  await page.goto("/en/contact");
  await expect(name).toHaveValue("Erika Muster");
  await expect(email).toHaveValue(account.email);
});

test("signed out, the contact form starts empty", async ({ page }) => {
  await page.goto("/en/contact/purchase?plan=pro");
  await expect(page.getByRole("button", { name: "Send request" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Email address")).toHaveValue("");
});

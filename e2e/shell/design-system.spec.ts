import { expect, test } from "../support/fixtures";

test("toasts: the shared failure toasts, and at most 3 visible at once", async ({ page }) => {
  await page.goto("/en/debug/dialogs");
  await page.getByRole("button", { name: "'Could not save'" }).click();
  await expect(page.getByText("Could not save", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "'Could not delete'" }).click();
  await expect(page.getByText("Could not delete", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Five at once (3 visible)" }).click();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
});

test("dialogs trap focus, close on Escape and return focus", async ({ page }) => {
  await page.goto("/en/debug/dialogs");
  const trigger = page.getByRole("button", { name: "Open a confirmation dialog" });
  await trigger.click();
  const dialog = page.getByRole("alertdialog", { name: "Withdraw application?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("forms: German messages, optional fields marked, server errors on fields and form", async ({ page }) => {
  await page.goto("/de/debug/dialogs");
  const form = page.getByRole("region", { name: "Formulare" });
  await expect(form.getByText("(freiwillig)")).toBeVisible();

  await form.getByRole("button", { name: "Absenden" }).click();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Gib eine gültige E-Mail-Adresse ein.")).toBeVisible();

  await form.getByRole("button", { name: "Serverfehler zeigen" }).click();
  await expect(form.getByRole("alert")).toContainText("Das Formular konnte nicht gesendet werden.");
  await expect(form.getByText("Diese E-Mail-Adresse ist bereits registriert.")).toBeVisible();
});

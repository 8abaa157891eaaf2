import { latestMail, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// A wrong code is answered with 400, which the browser logs.
test.use({ allowedConsoleErrors: ["status of 400"] });

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

test("names and language are saved and shown in the header", async ({ page }, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto("/en/account/profile");
  await page.getByLabel("First name").fill("Erika-Maria");
  await page.getByRole("combobox", { name: "Language" }).selectOption("de");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Erika-Maria – account menu" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Erika-Maria");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("de");

  // An empty name is refused before anything is sent.
  await page.getByLabel("Last name").fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Required.")).toBeVisible();
});

test("a picture is previewed, saved and removed; anything but a JPEG, PNG or WebP up to 5 MB is refused", async ({
  page,
}, testInfo) => {
  await signUpAndSignIn(page, testInfo, { lang: "en" });
  await page.goto("/en/account/profile");
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/capi/profile/picture") && r.method() === "PUT") uploads.push(r.url());
  });
  const file = page.getByLabel("Choose a picture");

  await file.setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
  await expect(page.getByText("Choose a JPEG, PNG or WebP image.")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Choose a JPEG, PNG or WebP image.")).toBeVisible();
  const big = Buffer.alloc(10 * 1024 * 1024);
  PNG_1X1.copy(big);
  await file.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText("The picture is larger than 5 MB. Choose a smaller one.")).toBeVisible();
  expect(uploads).toEqual([]);

  await file.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(page.getByRole("img", { name: "Preview of the new picture" })).toBeVisible();
  await page.getByRole("button", { name: "Save picture" }).click();
  await expect(page.getByText("Your picture was saved.")).toBeVisible();
  const picture = page.getByRole("img", { name: "Your profile picture" });
  await expect(picture).toHaveAttribute("src", /^\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Your picture was removed.")).toBeVisible();
  await expect(page.getByText("No picture yet.")).toBeVisible();
});

test("the email address changes only with the code sent to the new address", async ({ page }, testInfo) => {
  // It also walks the old address's "this wasn't me" link.
  test.setTimeout(90_000);
  const account = await signUpAndSignIn(page, testInfo, { lang: "en" });
  const newEmail = uniqueEmail(testInfo, "new");
  await page.goto("/en/account/profile");
  await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible();

  await page.getByRole("button", { name: "Change email address" }).click();
  await expect(page.getByLabel("New email address")).toBeFocused();
  await page.getByLabel("New email address").fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("This is already your email address.")).toBeVisible();

  await page.getByLabel("New email address").fill(newEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = page.getByLabel("Code from the email");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");

  const mail = await latestMail(page, newEmail);
  const sent = /(\d{6})/.exec(mail.subject)?.[1] ?? "";
  expect(sent).toHaveLength(6);

  await code.fill("12ab");
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText("Enter the 6 digits from the email.")).toBeVisible();

  await code.fill(sent === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");

  await code.fill(sent);
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Change email address" })).toBeFocused();

  // The previous address is told, with a "this wasn't me" link that takes the change back and
  // signs the account out everywhere (ADR 056); opening the link alone changes nothing.
  const notice = await latestMail(page, account.email);
  expect(notice.subject).toBe("The email address of your Jobatlas account was changed");
  expect(notice.text).toContain(`from ${account.email} to ${newEmail}`);
  const undo = /\/en\/account\/email-revert\/[\w-]+/.exec(notice.text)?.[0] ?? "";
  expect(undo).not.toBe("");
  await page.goto(undo);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Undo the email change");
  await page.getByRole("button", { name: "This wasn't me: restore my address" }).click();
  const done = page.getByRole("status").filter({ hasText: "Your account has the address" });
  await expect(done).toHaveText(
    `Your account has the address ${account.email} again and is signed out everywhere. Sign in with this address; the sign-in link goes there.`,
  );
  await expect(done).toBeFocused();
  const status = (await (await page.request.get("/capi/status")).json()) as { authenticated: boolean };
  expect(status.authenticated).toBe(false);
  // The link works once.
  await page.goto(undo);
  await page.getByRole("button", { name: "This wasn't me: restore my address" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is invalid, used or expired.");
});

import type { Page } from "@playwright/test";
import { apiPost, openMailInMailbox, uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// A visitor likes an employer signed out: sign-in by mailed link brings them back to the page
// with the like done (ADR 014); the watchlist shows it and unliking works there and on the page.
const COMPANY = { id: 2, name: "Alpine Software GmbH" }; // demo-pro-software (seed README)

const texts = {
  de: {
    add: `${COMPANY.name} zur Merkliste hinzufügen`,
    remove: `${COMPANY.name} von der Merkliste entfernen`,
    email: "E-Mail-Adresse",
    send: "Anmeldelink senden",
    inbox: "Schau in dein Postfach",
    subject: "Dein Anmeldelink für Jobatlas",
    signIn: "Anmelden",
    watchlist: "Merkliste",
    empty: "Deine Merkliste ist leer.",
  },
  en: {
    add: `Add ${COMPANY.name} to watchlist`,
    remove: `Remove ${COMPANY.name} from watchlist`,
    email: "Email address",
    send: "Send sign-in link",
    inbox: "Check your inbox",
    subject: "Your sign-in link for Jobatlas",
    signIn: "Sign in",
    watchlist: "Watchlist",
    empty: "Your watchlist is empty.",
  },
} as const;

async function signUp(page: Page, email: string, lang: "de" | "en") {
  await apiPost(page, "/capi/signup", {
    kind: "seeker",
    email,
    first_name: "Lina",
    last_name: "Merk",
    language: lang,
    accept_terms: true,
  });
}

/** On the sign-in page that the like button led to: the link by mail, then the button behind it. */
async function signInByMail(page: Page, email: string, lang: "de" | "en") {
  const t = texts[lang];
  await expect(page).toHaveURL(new RegExp(`/${lang}/account/login\\?next=`));
  const next = new URL(page.url()).searchParams.get("next") ?? "";
  expect(next).toMatch(new RegExp(`^/${lang}/user/likes\\?like=${COMPANY.id}&back=`));
  await page.getByLabel(t.email).fill(email);
  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByRole("heading", { name: t.inbox })).toBeVisible();
  const link = await openMailInMailbox(page, lang, email, t.subject);
  await link.click();
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

async function likedIds(page: Page): Promise<number[]> {
  const response = await page.request.get("/capi/user/likes");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
}

test("de: like on the company page signed out → sign in → back on the page, liked; unlike on the watchlist", async ({
  page,
}, testInfo) => {
  const t = texts.de;
  const email = uniqueEmail(testInfo, "like-de");
  await signUp(page, email, "de");

  await page.goto(`/de/company/${COMPANY.id}/?expand=job`);
  const like = page.getByRole("button", { name: t.add });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await signInByMail(page, email, "de");

  // Back where the like was clicked, with its URL as it was (as the router writes it), and the like done.
  await expect(page).toHaveURL(new RegExp(`/de/company/${COMPANY.id}/?\\?expand=`));
  expect(new URL(page.url()).searchParams.get("expand")).toMatch(/job/);
  await expect(page.getByRole("button", { name: t.remove })).toHaveAttribute("aria-pressed", "true");
  expect(await likedIds(page)).toEqual([COMPANY.id]);

  await page.goto("/de/user/likes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.watchlist);
  const card = page.getByRole("article", { name: COMPANY.name });
  await expect(card.getByRole("link", { name: COMPANY.name })).toHaveAttribute("href", `/de/company/${COMPANY.id}`);
  await card.getByRole("button", { name: t.remove }).click();
  // The card stays (a slip is undone with one click), unpressed; the server has it removed.
  await expect(card.getByRole("button", { name: t.add })).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => likedIds(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { name: t.empty })).toBeVisible();
});

test("en: like on a listing page signed out → sign in → back on the listing, liked; unlike there", async ({
  page,
}, testInfo) => {
  const t = texts.en;
  const email = uniqueEmail(testInfo, "like-en");
  await signUp(page, email, "en");
  const listings = (await (await page.request.get(`/capi/companies/${COMPANY.id}/listings?limit=1`)).json()) as {
    items: { id: number; title: string }[];
  };
  const listing = listings.items[0];
  if (!listing) throw new Error("The demo company has no open listing.");

  await page.goto(`/en/company/${COMPANY.id}/job/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await page.getByRole("button", { name: t.add }).click();
  await signInByMail(page, email, "en");

  await expect(page).toHaveURL(new RegExp(`/en/company/${COMPANY.id}/job/${listing.id}$`));
  const liked = page.getByRole("button", { name: t.remove });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  // The watchlist restricts the search too.
  const search = (await (await page.request.get("/capi/search/employers?liked=true")).json()) as {
    items: { id: number }[];
  };
  expect(search.items.map((item) => item.id)).toEqual([COMPANY.id]);

  await page.goto("/en/user/likes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.watchlist);
  await expect(page.getByRole("article", { name: COMPANY.name })).toBeVisible();

  // Signed in, the toggle acts at once.
  await page.goto(`/en/company/${COMPANY.id}/job/${listing.id}`);
  await page.getByRole("button", { name: t.remove }).click();
  await expect(page.getByRole("button", { name: t.add })).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => likedIds(page)).toEqual([]);
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByRole("button", { name: t.remove })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => likedIds(page)).toEqual([COMPANY.id]);
});

import type { TPageRoute } from "@jobatlas/contract";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { buildDemoData } from "../../apps/server/src/seed/generate";
import { todayInZurich } from "../../apps/server/src/lib/dates";
import { catalogues, type Lang } from "../support/screens";
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS, expect, expectNoSeriousViolations, test, waitForContent, type Role, type World } from "./support";

// Issue 12 §7, ADR 036: axe (WCAG 2.x A/AA) on every screen of spec §2 in de and en, as the user
// who sees it, once its content is there; plus the states that matter (dialogs open, field
// errors shown, the empty search, the gone page, the 404 page, the phone width). Zero serious or
// critical violations. SCREENS maps every route of the router to its checks: a route without an
// entry fails the typecheck (the record's key type) and the first test below.

type Check = {
  role: Role;
  /** The path after /{lang}/ (or an absolute path starting with "/"). */
  path: (world: World) => string;
  /** What the check looks at, when it is not the plain screen. */
  state?: string;
  /** Brings the screen into the state to check, after its content is there. */
  act?: (page: Page, lang: Lang, world: World) => Promise<void>;
  phone?: boolean;
  /** In the dark colour theme (the system's preference, which the theme switch follows by default). */
  dark?: boolean;
  /** The screen has no h1 to wait for (the debug index is an empty layout): its main landmark is enough. */
  noHeading?: boolean;
  /** A redirect: the check asserts where it leads (that screen is checked under its own route). */
  redirectsTo?: (lang: Lang) => RegExp;
};

/** Submits the screen's (first) form empty, so it shows its field errors. */
const SHOW_FIELD_ERRORS = async (page: Page) => {
  await page.locator("main form").first().locator('button[type="submit"]').first().click();
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
};

/** The apply wizard: past its introduction, the contact step submitted empty. */
const APPLY_FIELD_ERRORS = async (page: Page, lang: Lang) => {
  await page.getByRole("button", { name: catalogues[lang].userApplications.apply.next, exact: true }).click();
  await expect(
    page.getByLabel(catalogues[lang].userApplications.apply.contact.firstName, { exact: true }),
  ).toBeVisible();
  await SHOW_FIELD_ERRORS(page);
};

function openDialog(name: (lang: Lang) => string) {
  return async (page: Page, lang: Lang) => {
    await page
      .getByRole("button", { name: name(lang), exact: true })
      .first()
      .click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  };
}

/** An archived listing of a demo organisation (deterministic demo data): its page is the "gone" page. */
function archivedDemoListing(): string {
  let id = 0;
  for (const [index, bundle] of buildDemoData({ today: todayInZurich() }).entries()) {
    for (const listing of bundle.listings) {
      id++;
      if (listing.status === "archived") return `company/${index + 1}/job/${id}`;
    }
  }
  throw new Error("No archived listing in the demo data.");
}
const GONE_LISTING = archivedDemoListing();

const plain = (role: Role, path: string | ((world: World) => string)): Check => ({
  role,
  path: typeof path === "string" ? () => path : path,
});
const org = (tail: string) => (w: World) =>
  `org/${w.slug}${tail.replace(/\{(\w+)\}/g, (_, key: keyof World) => String(w[key]))}`;
const mine = (tail: string) => (w: World) => tail.replace(/\{(\w+)\}/g, (_, key: keyof World) => String(w[key]));

type Route = TPageRoute | "/$lang/$";
const SCREENS: Record<Route, Check[]> = {
  "/": [{ role: "visitor", path: () => "/", redirectsTo: () => /\/(de|en)\/search$/ }],
  "/$lang": [{ ...plain("visitor", ""), redirectsTo: (lang) => new RegExp(`/${lang}/search$`) }],
  "/$lang/$": [{ ...plain("visitor", "no/such/page"), state: "404 page" }],
  "/$lang/account/signup": [
    plain("visitor", "account/signup"),
    { ...plain("visitor", "account/signup"), state: "field errors", act: SHOW_FIELD_ERRORS },
    { ...plain("visitor", "account/signup"), state: "field errors", act: SHOW_FIELD_ERRORS, dark: true },
  ],
  "/$lang/account/signup/company": [
    plain("visitor", "account/signup/company?plan=pro"),
    { ...plain("visitor", "account/signup/company?plan=pro"), state: "field errors", act: SHOW_FIELD_ERRORS },
  ],
  "/$lang/account/login": [
    plain("visitor", "account/login"),
    { ...plain("visitor", "account/login"), state: "field errors", act: SHOW_FIELD_ERRORS },
  ],
  "/$lang/account/login-token/$magicToken": [plain("visitor", "account/login-token/abc123")],
  "/$lang/account/email-revert/$token": [plain("visitor", "account/email-revert/abc123")],
  "/$lang/account/logout": [plain("visitor", "account/logout")],
  "/$lang/account/profile": [
    plain("seeker", "account/profile"),
    {
      ...plain("seeker", "account/profile"),
      state: "delete-account dialog",
      act: openDialog((lang) => catalogues[lang].dataRights.yourData.delete),
    },
  ],
  "/$lang/search": [
    plain("visitor", "search?query=koch"),
    { ...plain("visitor", "search?query=qqxyzzyqq"), state: "empty state" },
    { ...plain("visitor", "search"), state: "phone width", phone: true },
    { ...plain("visitor", "search?query=koch"), dark: true },
    { ...plain("visitor", "search?view=jobs&query=koch&sort=date"), state: "jobs view" },
    { ...plain("visitor", "search?view=jobs"), state: "jobs view at phone width", phone: true },
  ],
  "/$lang/search/profile": [plain("visitor", "search/profile"), plain("seeker", "search/profile")],
  "/$lang/company/$companyId": [plain("visitor", "company/1"), plain("visitor", "company/2?expand=job")],
  "/$lang/company/$companyId/apply": [
    plain("visitor", mine("company/{companyId}/apply?listing_id={listing}")),
    {
      ...plain("visitor", mine("company/{companyId}/apply?listing_id={listing}")),
      state: "field errors",
      act: APPLY_FIELD_ERRORS,
    },
  ],
  "/$lang/company/$companyId/job/$listingId": [
    plain("visitor", "company/1/job/2"),
    { ...plain("visitor", "company/1/job/2"), dark: true },
    { ...plain("visitor", GONE_LISTING), state: "gone page" },
  ],
  "/$lang/company/$companyId/profile/$jobId": [plain("visitor", "company/1/profile/1")],
  "/$lang/user": [plain("seeker", "user"), { ...plain("seeker", "user"), dark: true }],
  "/$lang/user/applications": [plain("seeker", "user/applications")],
  "/$lang/user/applications/$id": [plain("seeker", mine("user/applications/{application}"))],
  "/$lang/user/applications/$id/edit": [plain("seeker", mine("user/applications/{application}/edit"))],
  "/$lang/user/applications/$id/withdraw": [plain("seeker", mine("user/applications/{application}/withdraw"))],
  "/$lang/user/likes": [plain("seeker", "user/likes")],
  "/$lang/user/subscriptions": [plain("seeker", "user/subscriptions")],
  "/$lang/subscriptions/unsubscribe": [plain("visitor", "subscriptions/unsubscribe?email=a%40example.ch")],
  "/$lang/subscriptions/confirm": [plain("visitor", "subscriptions/confirm")],
  "/$lang/contact-requests/send-for/$applicationId": [
    plain("employer", mine("contact-requests/send-for/{application}")),
  ],
  "/$lang/contact-requests/accept/$token": [plain("visitor", "contact-requests/accept/token123")],
  "/$lang/org/$companyslug": [
    plain("employer", org("")),
    plain("recruiter", org("")),
    { ...plain("employer", org("")), dark: true },
  ],
  // The members and the plan are the owner's and admins' to change: a recruiter sees them read-only.
  "/$lang/org/$companyslug/company": [
    plain("employer", org("/company")),
    plain("admin", org("/company")),
    plain("recruiter", org("/company")),
  ],
  "/$lang/org/$companyslug/applications": [
    plain("employer", org("/applications")),
    plain("recruiter", org("/applications")),
  ],
  "/$lang/org/$companyslug/applications/invite": [plain("employer", org("/applications/invite"))],
  "/$lang/org/$companyslug/applications/$id": [
    plain("employer", org("/applications/{application}")),
    { ...plain("employer", org("/applications/{revealedApplication}")), state: "contact details shared" },
  ],
  "/$lang/org/$companyslug/applications/$id/contact": [plain("employer", org("/applications/{application}/contact"))],
  "/$lang/org/$companyslug/applications/$id/reject": [plain("employer", org("/applications/{application}/reject"))],
  "/$lang/org/$companyslug/jobs": [plain("employer", org("/jobs"))],
  "/$lang/org/$companyslug/jobs/$id": [plain("employer", org("/jobs/{job}"))],
  "/$lang/org/$companyslug/jobs/$id/edit": [plain("employer", org("/jobs/{job}/edit"))],
  "/$lang/org/$companyslug/listings": [plain("employer", org("/listings"))],
  "/$lang/org/$companyslug/listings/$id": [
    plain("employer", org("/listings/{listing}")),
    {
      ...plain("employer", org("/listings/{listing}")),
      state: "archive confirmation",
      act: openDialog((lang) => catalogues[lang].listings.detail.endEarly),
    },
  ],
  "/$lang/org/$companyslug/listings/$id/edit": [plain("employer", org("/listings/{listing}/edit"))],
  "/$lang/org/$companyslug/listings/$id/extend": [plain("employer", org("/listings/{listing}/extend"))],
  "/$lang/org/$companyslug/questionnaires": [plain("employer", org("/questionnaires"))],
  "/$lang/org/$companyslug/questionnaires/$id": [plain("employer", org("/questionnaires/{questionnaire}"))],
  "/$lang/org/$companyslug/questionnaires/$id/edit": [plain("employer", org("/questionnaires/{questionnaire}/edit"))],
  "/$lang/org/$companyslug/widgets": [plain("employer", org("/widgets")), plain("admin", org("/widgets"))],
  "/$lang/org/$companyslug/templates": [plain("employer", org("/templates")), plain("admin", org("/templates"))],
  "/$lang/listings": [plain("employer", "listings")],
  "/$lang/listings/create": [plain("employer", "listings/create")],
  "/$lang/listings/$id": [plain("employer", mine("listings/{listing}"))],
  "/$lang/listings/$id/edit": [plain("employer", mine("listings/{listing}/edit"))],
  "/$lang/listings/$id/extend": [plain("employer", mine("listings/{listing}/extend"))],
  "/$lang/contact": [
    plain("visitor", "contact"),
    { ...plain("visitor", "contact"), state: "field errors", act: SHOW_FIELD_ERRORS },
  ],
  "/$lang/contact/purchase": [plain("visitor", "contact/purchase?plan=pro")],
  "/$lang/ztdi/questions": [plain("visitor", "ztdi/questions")],
  "/$lang/ztdi/$magicToken": [plain("visitor", "ztdi/token123")],
  "/$lang/widget/listings/$orgId": [plain("visitor", "widget/listings/1")],
  "/$lang/widget/jobs/$orgId": [plain("visitor", "widget/jobs/1")],
  "/$lang/experiments": [plain("seeker", "experiments")],
  "/$lang/experiments/$experimentUid": [plain("seeker", mine("experiments/{experimentUid}"))],
  "/$lang/experiments/$experimentUid/jobs/$jobHitId": [
    plain("seeker", mine("experiments/{experimentUid}/jobs/{experimentHit}")),
  ],
  "/$lang/imprint": [plain("visitor", "imprint")],
  "/$lang/privacy": [plain("visitor", "privacy")],
  "/$lang/terms": [plain("visitor", "terms")],
  "/$lang/debug": [{ ...plain("visitor", "debug"), noHeading: true }],
  "/$lang/debug/dialogs": [plain("visitor", "debug/dialogs")],
  "/$lang/debug/error": [{ ...plain("visitor", "debug/error"), state: "error page" }],
  "/$lang/debug/industries": [plain("visitor", "debug/industries")],
  "/$lang/debug/mail": [plain("visitor", "debug/mail")],
};

/** The router's navigable paths, as TanStack's generator wrote them (FileRoutesByTo of routeTree.gen.ts). */
function routerPaths(): string[] {
  const source = readFileSync(new URL("../../apps/web/src/routeTree.gen.ts", import.meta.url), "utf8");
  const block = /export interface FileRoutesByTo \{([^}]*)\}/.exec(source)?.[1];
  if (!block) throw new Error("FileRoutesByTo not found in routeTree.gen.ts");
  return [...block.matchAll(/^\s*"([^"]+)":/gm)].map((match) => match[1]!);
}

test("axe reports a serious violation (the check can fail)", async ({ page }) => {
  await page.goto("/en/imprint");
  await waitForContent(page);
  await page.locator("main").evaluate((main) => {
    const button = document.createElement("button");
    button.id = "a11y-canary";
    button.innerHTML = '<svg width="10" height="10"></svg>';
    main.append(button);
  });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toContain("button-name");
});

test("every route of the app has an accessibility check", () => {
  const paths = routerPaths();
  expect(paths.length).toBeGreaterThan(50);
  const missing = paths.filter((route) => !(route in SCREENS) || SCREENS[route as Route].length === 0);
  expect(missing, "routes without an entry in SCREENS").toEqual([]);
});

// The gone page's listing answers 410, the debug error page a real 500, the sign-in with an
// unknown token 400/404: Chromium logs those statuses.
test.use({
  allowedConsoleErrors: [
    "status of 410",
    "status of 500",
    "ApiError: Request failed with status 500",
    "status of 404",
    "status of 400",
  ],
});

const ROLES: Role[] = ["visitor", "seeker", "employer", "admin", "recruiter"];
for (const lang of ["de", "en"] as const satisfies Lang[]) {
  for (const role of ROLES) {
    test.describe(`${lang} as ${role}`, () => {
      test.use({ role });
      const checks = Object.entries(SCREENS).flatMap(([route, list]) =>
        list.filter((check) => check.role === role).map((check) => ({ route, ...check })),
      );
      test(`axe on ${checks.length} screens and states`, async ({ page, world }) => {
        test.setTimeout(30_000 + checks.length * 5_000);
        for (const check of checks) {
          const raw = check.path(world);
          const target = raw.startsWith("/") ? raw : `/${lang}/${raw}`;
          const label = `${target}${check.state ? ` (${check.state})` : ""}${check.dark ? " (dark)" : ""}`;
          await test.step(label, async () => {
            await page.emulateMedia({ colorScheme: check.dark ? "dark" : "light" });
            await page.setViewportSize(check.phone ? { width: 390, height: 844 } : { width: 1280, height: 720 });
            await page.goto(target);
            if (check.redirectsTo) return void (await expect(page).toHaveURL(check.redirectsTo(lang)));
            // The screen itself, not a redirect (to sign in, say) with a heading of its own.
            expect(new URL(page.url()).pathname).toBe(new URL(target, page.url()).pathname);
            await waitForContent(page, { heading: !check.noHeading });
            if (check.act) await check.act(page, lang, world);
            await expectNoSeriousViolations(page, label);
          });
        }
      });
    });
  }
}

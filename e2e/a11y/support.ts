import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page, TestInfo, WorkerInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { apiPost, signInAs, signUpAndSignIn } from "../support/accounts";
import { expect, test as base } from "../support/fixtures";
import { inviteColleague, orgCall } from "../support/org-api";

/** The WCAG 2.0/2.1/2.2 A and AA rules (ADR 036). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules that fail the check at any impact (ADR 059): the page's structure, which axe rates
 * "moderate" — a skipped heading level, a second main (or banner, contentinfo) landmark. Screen
 * reader users move by headings and landmarks; these were found by hand (issue 24 point 25).
 */
export const STRUCTURE_RULES = [
  "heading-order",
  "landmark-no-duplicate-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-main-is-top-level",
];

/**
 * Runs axe on the page as it is now and fails (softly, so one run lists every screen's problems)
 * on any serious or critical violation and any violation of STRUCTURE_RULES, printing rule,
 * element and help for each.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Every rule axe has, WCAG and best practice (`options` replaces what `withTags` would set: it
  // never narrowed this run); only the violations with all their elements: the passes' elements
  // are not needed (and cost time on big pages).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const found = results.violations
    .filter(
      (violation) =>
        violation.impact === "serious" || violation.impact === "critical" || STRUCTURE_RULES.includes(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${violation.help}` +
          (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ")}` : ""),
      ),
    );
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until the screen shows its content: an h1, no loading placeholder (the skeletons pulse,
 * the lists mark themselves busy while they fetch).
 */
export async function waitForContent(page: Page, { heading = true } = {}): Promise<void> {
  await expect(heading ? page.getByRole("heading", { level: 1 }).first() : page.getByRole("main")).toBeVisible();
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** What has the keyboard focus: its tag, role, name and text, for messages. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing (the body)";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60) ?? "";
    return `<${element.tagName.toLowerCase()}${element.getAttribute("role") ? ` role=${element.getAttribute("role")}` : ""}> ${name}`;
  });
}

/**
 * Keyboard only: presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max`
 * times. Every stop on the way must be a visible element (focus is never lost to the body or to
 * something hidden), and the target must be reached.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    if (presses === max) break;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { visible: false, indicated: false };
      const box = element.getBoundingClientRect();
      // A focus indicator (WCAG 2.4.7): an outline or ring on the element or on the wrapper that
      // draws it for the element (the plan cards, `has-[:focus-visible]`).
      let indicated = false;
      for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
        const style = getComputedStyle(node);
        if ((style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none")
          indicated = true;
      }
      return { visible: box.width > 0 && box.height > 0, indicated };
    });
    expect(
      stop.visible,
      `focus after ${presses + 1} presses is on a visible element: ${await describeFocus(page)}`,
    ).toBe(true);
    expect(stop.indicated, `the focused ${await describeFocus(page)} shows a focus indicator`).toBe(true);
  }
  throw new Error(
    `Not reached by ${max} presses of ${back ? "Shift+Tab" : "Tab"}; the focus is on ${await describeFocus(page)}`,
  );
}

/** `employer` is the organisation's owner; `admin` and `recruiter` are invited colleagues with those roles. */
export type Role = "visitor" | "seeker" | "employer" | "admin" | "recruiter";

/** What the signed-in screens show: a fresh organisation with a job, questionnaire and listing, and the demo seeker's application to it. */
export type World = {
  slug: string;
  company: string;
  companyId: number;
  job: number;
  listing: number;
  questionnaire: number;
  /** The demo seeker's application to the listing. */
  application: number;
  /** The demo seeker's unsolicited application to the job, with the contact details shared. */
  revealedApplication: number;
  experimentUid: string;
  /** A listing of one of the demo seeker's experiment hits. */
  experimentHit: number;
  /** Storage states (cookies) per signed-in role, reused by every screen of the role. */
  states: Record<Exclude<Role, "visitor">, string>;
};

const DEMO_SEEKER = "seeker@jobatlas.example";

/**
 * The token of the contact request `company` mailed to the demo seeker (its accept link), from
 * the dev mailbox: the newest mail of that company, whatever else the seeker is sent meanwhile.
 */
async function contactRequestToken(page: Page, company: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/capi/debug/mail?to=${encodeURIComponent(DEMO_SEEKER)}`);
      const mails = ((await response.json()) as { items: { subject: string; text: string }[] }).items;
      const mail = mails.find((item) => item.text.includes(company) && /\/contact-requests\/accept\//.test(item.text));
      token = mail && /\/contact-requests\/accept\/([\w-]+)/.exec(mail.text)?.[1];
      return token;
    })
    .toBeTruthy();
  return token!;
}

async function buildWorld(browser: Browser, workerInfo: WorkerInfo): Promise<World> {
  const baseURL = workerInfo.project.use.baseURL;
  const dir = path.join(workerInfo.project.outputDir, `a11y-states-${workerInfo.workerIndex}`);
  mkdirSync(dir, { recursive: true });
  // signUpAndSignIn only reads workerIndex of the test info (for a unique address).
  const info = { workerIndex: workerInfo.workerIndex } as TestInfo;

  const employerContext = await browser.newContext({ baseURL });
  const employer = await employerContext.newPage();
  const company = `A11y ${workerInfo.workerIndex}-${Date.now()} AG`;
  const { slug = "" } = await signUpAndSignIn(employer, info, { lang: "en", company, plan: "pro" });
  const job = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/jobs", {
    title: "Bäcker/in",
    language: "de",
    status: "active",
    // With a heading of its own: the screens that show or preview the text get its headings too.
    role_and_responsibilities: "## Dein Tag\n\nDu backst Brot.",
  });
  const questionnaire = await orgCall<{ id: number; questions: { id: number }[] }>(
    employer,
    slug,
    "POST",
    "/capi/org/questionnaires",
    { name: "Frühschicht", questions: [{ type: "free_text", text: "Warum wir?" }] },
  );
  const listing = await orgCall<{ id: number }>(employer, slug, "POST", "/capi/org/listings", {
    title: "Bäcker/in Frühschicht",
    job_id: job.id,
    address_id: null,
    questionnaire_id: questionnaire.id,
    status: "active",
  });
  const org = await orgCall<{ id: number }>(employer, slug, "GET", "/capi/org/company");

  const seekerContext = await browser.newContext({ baseURL });
  const seeker = await seekerContext.newPage();
  await signInAs(seeker, DEMO_SEEKER);
  const application = (await apiPost(seeker, "/capi/user/applications", {
    company_id: org.id,
    listing_id: listing.id,
    first_name: "Sara",
    last_name: "Sommer",
    my_story: "Ich backe gern.",
    what_i_bring: "",
    what_i_want: "",
    answers: [{ question_id: questionnaire.questions[0]!.id, values: ["Weil es passt."] }],
    idempotency_key: crypto.randomUUID(),
    language: "de",
  })) as { id: number };
  // A second, unsolicited application whose contact details the seeker shared (an accepted
  // contact request): the candidate profile then shows them, with when they were shared.
  const revealed = (await apiPost(seeker, "/capi/user/applications", {
    company_id: org.id,
    job_id: job.id,
    first_name: "Sara",
    last_name: "Sommer",
    my_story: "Ich backe auch ohne Inserat gern.",
    what_i_bring: "",
    what_i_want: "",
    answers: [],
    idempotency_key: crypto.randomUUID(),
    language: "de",
  })) as { id: number };
  await orgCall(employer, slug, "POST", `/capi/org/applications/${revealed.id}/contact-requests`, {
    message: "Dürfen wir dich anrufen?",
  });
  await apiPost(seeker, `/capi/contact-requests/${await contactRequestToken(seeker, company)}/accept`, {});
  const experiments = (await (await seeker.request.get("/capi/user/experiments")).json()) as {
    items: { uid: string }[];
  };
  const experimentUid = experiments.items[0]?.uid;
  if (!experimentUid) throw new Error("The demo seeker has no experiment.");
  const hits = (await (await seeker.request.get(`/capi/user/experiments/${experimentUid}/hits`)).json()) as {
    items: { listing_id: number }[];
  };
  const experimentHit = hits.items[0]?.listing_id;
  if (!experimentHit) throw new Error("The demo seeker's experiment has no hit.");

  const states: World["states"] = {
    seeker: path.join(dir, "seeker.json"),
    employer: path.join(dir, "employer.json"),
    admin: path.join(dir, "admin.json"),
    recruiter: path.join(dir, "recruiter.json"),
  };
  await seekerContext.storageState({ path: states.seeker });
  await employerContext.storageState({ path: states.employer });
  for (const role of ["admin", "recruiter"] as const) {
    const colleagueContext = await browser.newContext({ baseURL });
    await inviteColleague(employer, slug, await colleagueContext.newPage(), info, role);
    await colleagueContext.storageState({ path: states[role] });
    await colleagueContext.close();
  }
  await seekerContext.close();
  await employerContext.close();
  return {
    slug,
    company,
    companyId: org.id,
    job: job.id,
    listing: listing.id,
    questionnaire: questionnaire.id,
    application: application.id,
    revealedApplication: revealed.id,
    experimentUid,
    experimentHit,
    states,
  };
}

/**
 * The suite's test: `role` picks the signed-in state of the page (built once per worker by
 * `world`, so no screen signs in on its own).
 */
export const test = base.extend<{ role: Role }, { world: World }>({
  role: ["visitor", { option: true }],
  world: [
    async ({ browser }, use, workerInfo) => use(await buildWorld(browser, workerInfo)),
    { scope: "worker", timeout: 90_000 },
  ],
  storageState: async ({ role, world, storageState }, use) => {
    await use(role === "visitor" ? storageState : world.states[role]);
  },
});

export { expect };

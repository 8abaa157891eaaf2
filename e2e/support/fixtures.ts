import { test as base, expect } from "@playwright/test";

type Options = {
  /** Console errors a test expects (e.g. the 500 of the error page); matched as substrings. */
  allowedConsoleErrors: string[];
};

/**
 * Every test fails on an uncaught page error or a console error it did not expect, so a journey
 * asserts "no errors" without saying so.
 */
export const test = base.extend<Options & { failOnPageErrors: void }>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * A page the server drew starts the app after its first paint (ADR 052), which can be after the
   * load event `goto` waits for: until then its buttons do nothing. Navigations wait for the app to
   * have started on such a page, as a visitor waits for a page to respond.
   */
  page: async ({ page }, use) => {
    for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          // A test that asks for less than the load event looks at the page before the app anyway.
          const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
          if (options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded") return response;
          await page.waitForFunction(
            () => !document.getElementById("app-code") || document.documentElement.dataset.app === "started",
          );
          return response;
        },
      });
    }
    await use(page);
  },
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      // Pages the server answers 404 on purpose (unknown paths): Chromium logs that status; the
      // page itself is the app's 404 screen, which the test checks.
      const notFoundDocuments = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (response.status() === 404 && request.isNavigationRequest() && request.frame() === page.mainFrame())
          notFoundDocuments.add(response.url());
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().includes("status of 404") && notFoundDocuments.has(message.location().url)) return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowedConsoleErrors.some((allowed) => text.includes(allowed))) problems.push(`console.error: ${text}`);
      });
      await use();
      expect(problems, "uncaught page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

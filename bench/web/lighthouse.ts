/**
 * Lighthouse 12 (its default config: the mobile preset, simulated throttling) on Debian's
 * Chromium, one fresh browser per run, as `lighthouse <url>` would do it.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "Speed Index",
} as const;
export type Metric = keyof typeof METRICS;

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that did not pass (score below 0.9), with their title and shown value, for the notes. */
  findings: string[];
}

/** One run; a run Lighthouse itself reports as failed (e.g. NO_NAVSTART on a busy machine) is repeated, twice at most. */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, chromePath);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`  (Lighthouse failed: ${error.message}; again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(url: string, chromePath: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Root (CI containers) needs --no-sandbox; no GPU in the container.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]),
    ) as Record<Metric, number>;
    const findings: string[] = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
        const value = audit.displayValue ? ` (${audit.displayValue})` : "";
        findings.push(`${category}: ${audit.id} — ${audit.title}${value}`);
      }
    }
    return { scores, metrics, findings };
  } finally {
    await chrome.kill();
  }
}

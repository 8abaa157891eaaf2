/**
 * A server of its own for the user-text journeys: a fresh embedded database holding one company
 * whose texts are hostile markup, then the real server started on it (the shared end-to-end
 * server's database is held by that server's process, and no API writes company texts yet).
 * Rows are written with the server's own schema and database client, as its seed does.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../apps/server/src/db/client";
import { addresses, jobs, listings, organizations } from "../../apps/server/src/db/schema";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** What each text of the company holds: a script, an image with a handler, a javascript: link. */
export const HOSTILE_MARKUP = [
  "Wir sind **freundlich**.",
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "[click](javascript:window.__xss=1)",
].join("\n\n");

export type HostileCompany = { baseUrl: string; companyId: number; jobId: number; listingId: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function zurichToday(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(date);
}

async function writeCompany(dataDir: string): Promise<Omit<HostileCompany, "baseUrl">> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date();
    const [org] = await db
      .insert(organizations)
      .values({
        slug: "hostile-markup",
        name: "Hostile <b>Markup</b> AG",
        description: HOSTILE_MARKUP,
        legalForm: "AG",
        sectors: ["J62"],
        keywords: ["<script>window.__xss=1</script>"],
        mainWebsite: "javascript:window.__xss=1",
        jobsWebsite: "https://jobs.hostile.example/",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!org) throw new Error("no organisation written");
    const [address] = await db
      .insert(addresses)
      .values({
        organizationId: org.id,
        label: "Hauptsitz",
        street: "Hardstrasse",
        houseNumber: "1",
        postalCode: "8005",
        city: "Zürich",
        canton: "ZH",
        country: "CH",
        lat: 47.38583,
        lng: 8.52575,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [job] = await db
      .insert(jobs)
      .values({
        organizationId: org.id,
        title: "Entwickler <script>window.__xss=1</script>",
        status: "active",
        language: "de",
        roleAndResponsibilities: HOSTILE_MARKUP,
        requirements: HOSTILE_MARKUP,
        teamDescription: HOSTILE_MARKUP,
        benefits: HOSTILE_MARKUP,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!job || !address) throw new Error("no job or address written");
    const [listing] = await db
      .insert(listings)
      .values({
        organizationId: org.id,
        jobId: job.id,
        title: job.title,
        language: "de",
        addressId: address.id,
        status: "active",
        publishedOn: zurichToday(),
        endsOn: zurichToday(29),
        salaryMin: 90_000,
        salaryMax: 110_000,
        requiredLanguages: ["de"],
        applyUrl: "javascript:window.__xss=1",
        listingUrl: "javascript:window.__xss=1",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!listing) throw new Error("no listing written");
    return { companyId: org.id, jobId: job.id, listingId: listing.id };
  } finally {
    await database.close();
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Writes the company, starts the server on it, and returns where it is; `stop()` ends both. */
export async function startHostileCompanyServer(): Promise<HostileCompany & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-hostile-"));
  const ids = await writeCompany(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ENV: "development",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: "false",
      // The embedded database (an empty value is refused, ADR 062).
      DATABASE_URL: undefined,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/healthz`, child, 90_000);
    await waitFor(`${baseUrl}/capi/health`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, ...ids, stop };
}

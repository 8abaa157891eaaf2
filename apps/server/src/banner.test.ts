import path from "node:path";
import { describe, expect, it } from "vitest";
import { startupBanner } from "./banner";

const dataDir = path.join(process.cwd(), "data");

describe("the startup banner", () => {
  it("names the address, the embedded database's directory, the dev mailbox and the demo sign-in links", () => {
    const banner = startupBanner({
      config: { env: "development", dataDir, databaseUrl: undefined, smtpUrl: undefined },
      address: "http://localhost:3000",
      demoSignInLines: ["  seeker@jobatlas.example  http://localhost:3000/en/account/login-token/abc"],
      demoLinkHours: 12,
    });
    expect(banner.split("\n")).toEqual([
      "",
      "Jobatlas is running at http://localhost:3000 (development)",
      "  database  embedded PostgreSQL (PGlite) in ./data/pglite",
      "  mail      not sent (no SMTP_URL): read it in the dev mailbox at http://localhost:3000/en/debug/mail",
      "",
      // Issue 24 point 30: each link signs in once (login tokens are spent), which "valid 12 hours" hid.
      "Sign in as a demo account (each link signs in once, within 12 hours; every start prints new ones):",
      "  seeker@jobatlas.example  http://localhost:3000/en/account/login-token/abc",
      "",
      "Stop it with Ctrl+C.",
    ]);
  });

  it("names DATABASE_URL's and SMTP_URL's servers without their credentials", () => {
    const banner = startupBanner({
      config: {
        env: "production",
        dataDir,
        databaseUrl: "postgres://app:s3cret@db.internal:5432/jobatlas?sslmode=require",
        smtpUrl: "smtp://mailer:hunter2@smtp.example.ch:587",
      },
      address: "https://jobs.example.ch",
      demoSignInLines: [],
    });
    expect(banner).toContain("database  PostgreSQL at db.internal:5432/jobatlas (DATABASE_URL)");
    expect(banner).toContain("mail      sent through smtp.example.ch:587 (SMTP_URL)");
    expect(banner).not.toMatch(/s3cret|hunter2|app:|mailer|sslmode/);
    expect(banner).not.toContain("Sign in");
  });

  it("says in production that mail is not delivered without SMTP_URL", () => {
    const banner = startupBanner({
      config: { env: "production", dataDir, databaseUrl: undefined, smtpUrl: undefined },
      address: "https://jobs.example.ch",
      demoSignInLines: [],
    });
    expect(banner).toContain("mail      queued in the outbox but NOT delivered: set SMTP_URL");
    expect(banner).not.toContain("debug/mail");
  });
});

import path from "node:path";
import type { Config } from "./config";

/** A server URL (database, SMTP) as it may be shown: host, port and path, never the user or password. */
export function describeServerUrl(serverUrl: string): string {
  try {
    const url = new URL(serverUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "the server in the URL given";
  }
}

/** A directory as the user typed it, relative to where the server was started when it lies below. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

/**
 * What `npm start` prints last, once the server listens: where it runs, on which database, where
 * mail goes, and (development) how to sign in as a demo account.
 */
export function startupBanner(opts: {
  config: Pick<Config, "env" | "dataDir" | "databaseUrl" | "smtpUrl">;
  address: string;
  demoSignInLines: string[];
  /** How long a demo link works (each works once): auth.service's DEMO_LINK_TTL_HOURS. */
  demoLinkHours?: number;
}): string {
  const { config, address } = opts;
  const database = config.databaseUrl
    ? `PostgreSQL at ${describeServerUrl(config.databaseUrl)} (DATABASE_URL)`
    : `embedded PostgreSQL (PGlite) in ${shown(path.join(config.dataDir, "pglite"))}`;
  const mail = config.smtpUrl
    ? `sent through ${describeServerUrl(config.smtpUrl).replace(/\/$/, "")} (SMTP_URL)`
    : config.env === "production"
      ? "queued in the outbox but NOT delivered: set SMTP_URL"
      : `not sent (no SMTP_URL): read it in the dev mailbox at ${address}/en/debug/mail`;
  const lines = [
    "",
    `Jobatlas is running at ${address} (${config.env})`,
    `  database  ${database}`,
    `  mail      ${mail}`,
  ];
  if (opts.demoSignInLines.length > 0) {
    const hours = opts.demoLinkHours ?? 12;
    lines.push(
      "",
      `Sign in as a demo account (each link signs in once, within ${hours} hours; every start prints new ones):`,
      ...opts.demoSignInLines,
    );
  }
  lines.push("", "Stop it with Ctrl+C.");
  return lines.join("\n");
}

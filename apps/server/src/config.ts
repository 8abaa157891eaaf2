import { createPrivateKey, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { BUILD_VERSION } from "./version";

/** The repository root: relative paths in the environment are read from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A URL whose scheme is one of `schemes` (`mysql://…` for DATABASE_URL is refused at start, not at the first query). */
const urlOf = (schemes: string[], example: string) =>
  z
    .string()
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol.slice(0, -1));
        } catch {
          return false;
        }
      },
      { message: `must start with ${schemes.map((s) => `${s}://`).join(" or ")} (e.g. ${example})` },
    )
    .optional();

/** What the indexing notifications need of a Google service account key file. */
const ZGoogleServiceAccountKey = z.object({
  client_email: z.email(),
  private_key: z.string().refine(
    (pem) => {
      try {
        return createPrivateKey(pem).asymmetricKeyType === "rsa";
      } catch {
        return false;
      }
    },
    { message: "is no RSA private key in PEM" },
  ),
  private_key_id: z.string().optional(),
});
export type GoogleServiceAccountKey = z.infer<typeof ZGoogleServiceAccountKey>;

/** The key's JSON: the value itself when it starts with `{`, else the file it names. */
function googleIndexingKeyJson(value: string): string {
  if (value.trimStart().startsWith("{")) return value;
  return readFileSync(path.resolve(REPO_ROOT, value), "utf8");
}

/** Why GOOGLE_INDEXING_KEY cannot be used, or undefined when it can. */
function googleIndexingKeyProblem(value: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(googleIndexingKeyJson(value));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code
      ? `the file cannot be read (${code}): give the service account key's JSON or the path of its file`
      : "is no JSON: give the service account key's JSON or the path of its file";
  }
  const parsed = ZGoogleServiceAccountKey.safeParse(json);
  if (parsed.success) return undefined;
  return `is no service account key: ${parsed.error.issues.map((i) => `${i.path.join(".") || "key"} ${i.message}`).join(", ")}`;
}

function readGoogleIndexingKey(value: string): GoogleServiceAccountKey {
  return ZGoogleServiceAccountKey.parse(JSON.parse(googleIndexingKeyJson(value)));
}

const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1"];
const APP_ENVS = ["development", "production", "test"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * Set by scripts/build-server.mjs in the built bundle (dist/main.js, dist/worker.js): a built
 * server runs in production unless asked for development explicitly (ADR 062). Undefined when run
 * from the sources with tsx (npm start, npm run dev), which default to development.
 */
declare const __JOBATLAS_BUILT__: boolean | undefined;
export const IS_BUILT = typeof __JOBATLAS_BUILT__ !== "undefined" && __JOBATLAS_BUILT__;

/** APP_ENV when given; else production when NODE_ENV=production; else how the server runs (built or not). */
const modeOf = (env: { APP_ENV?: AppEnv; NODE_ENV?: string }, defaultEnv: AppEnv): AppEnv =>
  env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : defaultEnv);

const configSchema = (defaultEnv: AppEnv) =>
  z
    .object({
      /** The mode; defaults to production in the built server and when NODE_ENV=production (ADR 062). */
      APP_ENV: z.enum(APP_ENVS).optional(),
      /** Only `production` means something (production mode, as the Node convention has it); other values are ignored. */
      NODE_ENV: z.string().optional(),
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      HOST: z.string().min(1).default("127.0.0.1"),
      PUBLIC_URL: urlOf(["http", "https"], "https://jobs.example.ch"),
      DATA_DIR: z.string().min(1).default("./data"),
      DATABASE_URL: urlOf(["postgres", "postgresql"], "postgres://user@host:5432/jobatlas"),
      /**
       * A streaming replica of DATABASE_URL: public reads (search index, company and listing pages,
       * map, locations, sitemaps) go there; writes and a user's reads shortly after their own write
       * stay on the primary (ADR 037).
       */
      DATABASE_READ_URL: urlOf(["postgres", "postgresql"], "postgres://user@replica:5432/jobatlas"),
      /** How long after a write a user's reads stay on the primary: at least the replica's lag. */
      READ_YOUR_WRITES_MS: z.coerce.number().int().min(0).default(5000),
      /**
       * Minutes between the search index snapshots an instance offers (ADR 040): a new instance
       * starts from the newest one and the changes since, instead of building for minutes; 0 turns
       * snapshots off (every instance builds from the tables).
       */
      SEARCH_SNAPSHOT_MINUTES: z.coerce.number().int().min(0).default(30),
      /**
       * Run the outbox worker and the scheduler in this process ("true", the default); "false" when
       * they run as their own process (`npm run worker`).
       */
      RUN_WORKER: z
        .enum(["true", "false"])
        .default("true")
        .transform((v) => v === "true"),
      /** `npm run worker` only: answer /healthz and /readyz on this port (none by default). */
      WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
      LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
      /**
       * Which proxies to believe about the client address (rate limits key on it): "false", a hop
       * count, or a comma-separated list of proxy addresses/CIDRs. Never "true": the left-most
       * X-Forwarded-For entry is the client's own to choose.
       */
      TRUST_PROXY: z
        .string()
        .default("false")
        .refine((v) => v !== "true", "use a hop count or the proxy addresses, not true")
        .transform((v): boolean | number | string[] => {
          if (v === "false") return false;
          if (/^\d+$/.test(v)) return Number(v);
          return v.split(",").map((a) => a.trim());
        }),
      MAP_STYLE_URL: urlOf(["http", "https"], "https://tiles.example.ch/style.json"),
      SMTP_URL: urlOf(["smtp", "smtps"], "smtp://user:pass@mail.example.ch:587"),
      /** The From of every mail; one line (a header). */
      MAIL_FROM: z
        .string()
        .trim()
        .regex(/^[^\r\n]+@[^\r\n]+$/)
        .default("Jobatlas <no-reply@jobatlas.example>"),
      REDIS_URL: urlOf(["redis", "rediss"], "redis://127.0.0.1:6379"),
      SALES_EMAIL: z.email().default("sales@jobatlas.example"),
      WEB_DIST_DIR: z.string().default("apps/web/dist"),
      /** Set by `npm run dev`: serve the web app unbuilt through Vite with hot reload. */
      VITE_DEV: z
        .enum(["true", "false"])
        .default("false")
        .transform((v) => v === "true"),
      /** Requests per minute and IP for the client error report endpoint. */
      RATE_LIMIT_CLIENT_ERRORS: intFromEnv(20),
      /** Requests per minute and IP on sign-in, sign-up, token and code endpoints. */
      RATE_LIMIT_AUTH: intFromEnv(10),
      /**
       * Requests per minute and IP on public forms and lookups that mail nothing and sign nobody in
       * (the Z-TDI results, their lookups, the survey): a classroom behind one address takes the test
       * together (ADR 028).
       */
      RATE_LIMIT_PUBLIC: intFromEnv(60),
      /**
       * The whole request (headers and body) must arrive within this time, else 408 and the
       * connection is closed: a client trickling bytes cannot hold a connection for ever. 60 s lets
       * a 5 MiB picture through at about 0.7 Mbit/s.
       */
      REQUEST_TIMEOUT_MS: intFromEnv(60_000),
      /** A connection on which nothing arrives or leaves for this long is closed (keep-alive waits apart). */
      CONNECTION_TIMEOUT_MS: intFromEnv(30_000),
      /**
       * PostgreSQL cancels a statement that runs longer (statement_timeout) and the request answers
       * 503: a lock held for long or a runaway query frees its connection instead of holding it.
       * Migrations run without it.
       */
      DB_STATEMENT_TIMEOUT_MS: intFromEnv(30_000),
      /**
       * Keys the pseudonyms of clients kept for the limits on links and codes, so a reader of the
       * database cannot turn them back into IP addresses. Give every instance the same key; without
       * one, each process draws its own (and counts a client's requests on its own).
       */
      SECRET_KEY: z.string().min(32).optional(),
      /**
       * The bearer token a scraper sends to read GET /metrics (32+ printable characters, no spaces).
       * Without it, /metrics is open in development and test (loopback only) and a 404 in production.
       */
      METRICS_TOKEN: z
        .string()
        .min(32)
        .regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces")
        .optional(),
      /**
       * The Google Indexing API's service account key (issue 30 point 4, ADR 092): the key file's
       * JSON itself, or the path of the file. Without it no notification is written or sent.
       */
      GOOGLE_INDEXING_KEY: z.string().min(1).optional(),
      /** The OAuth2 token endpoint the indexing notifications sign in at (tests point it at a fake). */
      GOOGLE_INDEXING_TOKEN_URL: urlOf(["http", "https"], "https://oauth2.googleapis.com/token"),
      /** The Indexing API's publish endpoint (tests point it at a fake). */
      GOOGLE_INDEXING_PUBLISH_URL: urlOf(
        ["http", "https"],
        "https://indexing.googleapis.com/v3/urlNotifications:publish",
      ),
      /** Fill an empty database with demo data; on by default in development only. */
      SEED_DEMO_DATA: z.enum(["true", "false"]).optional(),
    })
    .superRefine((env, ctx) => {
      const mode = modeOf(env, defaultEnv);
      if (env.NODE_ENV === "production" && mode !== "production")
        ctx.addIssue({
          code: "custom",
          path: ["APP_ENV"],
          message: `APP_ENV=${mode} contradicts NODE_ENV=production: unset one of them`,
        });
      if (mode !== "production" && !LOOPBACK_HOSTS.includes(env.HOST))
        ctx.addIssue({
          code: "custom",
          path: ["HOST"],
          message:
            "development and test mode expose the dev mailbox and debug endpoints, so they listen on loopback only; set APP_ENV=production to listen on the network",
        });
      if (env.DATABASE_READ_URL && !env.DATABASE_URL)
        ctx.addIssue({
          code: "custom",
          path: ["DATABASE_READ_URL"],
          message: "a replica needs its primary: set DATABASE_URL too",
        });
      // Production's mails link to PUBLIC_URL, and every instance must key client pseudonyms alike (ADR 062).
      if (mode === "production" && !env.PUBLIC_URL)
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message:
            "required in production: the address users reach (e.g. https://jobs.example.ch), which every mail links to",
        });
      if (mode === "production" && !env.SECRET_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["SECRET_KEY"],
          message:
            "required in production: 32+ random characters (e.g. `openssl rand -hex 32`), the same on every instance",
        });
      if (env.GOOGLE_INDEXING_KEY !== undefined) {
        const problem = googleIndexingKeyProblem(env.GOOGLE_INDEXING_KEY);
        if (problem) ctx.addIssue({ code: "custom", path: ["GOOGLE_INDEXING_KEY"], message: problem });
      }
    })
    .transform((env) => ({
      env: modeOf(env, defaultEnv),
      isProduction: modeOf(env, defaultEnv) === "production",
      port: env.PORT,
      host: env.HOST,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      databaseReadUrl: env.DATABASE_READ_URL,
      readYourWritesMs: env.READ_YOUR_WRITES_MS,
      searchSnapshotMinutes: env.SEARCH_SNAPSHOT_MINUTES,
      runWorker: env.RUN_WORKER,
      workerHealthPort: env.WORKER_HEALTH_PORT,
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      mapStyleUrl: env.MAP_STYLE_URL ?? null,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      redisUrl: env.REDIS_URL,
      salesEmail: env.SALES_EMAIL,
      webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
      viteDevRoot: env.VITE_DEV ? path.join(REPO_ROOT, "apps/web") : undefined,
      rateLimits: {
        clientErrors: env.RATE_LIMIT_CLIENT_ERRORS,
        auth: env.RATE_LIMIT_AUTH,
        publicForms: env.RATE_LIMIT_PUBLIC,
      },
      timeouts: {
        requestMs: env.REQUEST_TIMEOUT_MS,
        connectionMs: env.CONNECTION_TIMEOUT_MS,
        statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      },
      secretKey: env.SECRET_KEY ?? randomBytes(32).toString("hex"),
      metricsToken: env.METRICS_TOKEN,
      googleIndexing: env.GOOGLE_INDEXING_KEY
        ? {
            key: readGoogleIndexingKey(env.GOOGLE_INDEXING_KEY),
            tokenUrl: env.GOOGLE_INDEXING_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
            publishUrl:
              env.GOOGLE_INDEXING_PUBLISH_URL ?? "https://indexing.googleapis.com/v3/urlNotifications:publish",
          }
        : null,
      seedDemoData: (env.SEED_DEMO_DATA ?? (modeOf(env, defaultEnv) === "development" ? "true" : "false")) === "true",
      version: BUILD_VERSION,
    }));

/** The environment the server reads, with the default mode of how it runs (built: production). */
export const ZConfig = configSchema(IS_BUILT ? "production" : "development");
export type Config = z.infer<typeof ZConfig>;

/** A bad value or a start that cannot go on: its message is the one line printed before exit code 1. */
export class ConfigError extends Error {}

const EMPTY_MESSAGE = "is empty: give it a value, or leave it out for the default";

/**
 * Parses the environment; a bad value throws one line naming every wrong variable. An empty value
 * is an error, never a 0 or a default (`PORT=` from a missing substitution; ADR 062). `built` picks
 * the default mode (production for the built server) and is the bundle's own by default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { built?: boolean } = {}): Config {
  const schema = options.built === undefined ? ZConfig : configSchema(options.built ? "production" : "development");
  const keys = Object.keys(schema.in.shape);
  const empty = keys.filter((key) => env[key] === "");
  const given = Object.fromEntries(Object.entries(env).filter(([key, value]) => !(value === "" && keys.includes(key))));
  const result = schema.safeParse(given);
  if (result.success && empty.length === 0) return result.data;
  const issues = [
    ...empty.map((key) => ({ key, message: EMPTY_MESSAGE })),
    ...(result.success ? [] : result.error.issues.map((i) => ({ key: i.path.join("."), message: i.message }))),
  ].sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  throw new ConfigError(`Invalid configuration: ${issues.map((i) => `${i.key}: ${i.message}`).join("; ")}`);
}

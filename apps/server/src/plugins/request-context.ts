import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { matchPageRoute, VERIFICATION_CODE_LENGTH, type TLanguage } from "@jobatlas/contract";
import { isLanguage, languageFromAcceptLanguage } from "../i18n/language";
import { ServiceUnavailableError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The language for messages in this response: the Accept-Language header, de or en (fallback en). */
    language: TLanguage;
  }
}

export const REDACTED = "[redacted]";

/** An incoming X-Request-Id we keep (a load balancer's or a client's); anything else gets a fresh id. */
export const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

/**
 * Path segments that are secrets: the segment after these prefixes is a token that signs
 * somebody in or opens their data (magic links, Z-TDI results, contact requests, invites).
 * Anything after the prefix is hidden, a wrong or half-copied token too.
 */
const SECRET_PATH_SEGMENT = [
  /^(\/[a-z]{2}\/account\/login-token\/)[^/?]+/i,
  /^(\/[a-z]{2}\/account\/email-revert\/)[^/?]+/i,
  /^(\/[a-z]{2}\/ztdi\/)(?!questions(?:[/?]|$))[^/?]+/i,
  /^(\/[a-z]{2}\/contact-requests\/accept\/)[^/?]+/i,
  /^(\/capi\/ztdi\/results\/)[^/?]+/i,
  /^(\/capi\/contact-requests\/)[^/?]+/i,
  /^(\/capi\/candidate-invites\/)[^/?]+/i,
];

/** Any other segment that looks like one of our tokens (32 random bytes, base64url) is hidden as well. */
const TOKEN_LIKE_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{40,}(?=\/|$)/g;

/**
 * Query parameters whose values are secrets or personal data: tokens, codes, keys, passwords,
 * signatures and addresses (`token`, `invite_token`, `code`, `email`, …). A postal code or a
 * keyword is neither.
 */
function isSecretQueryName(name: string): boolean {
  if (/token|secret|passw|signature/i.test(name)) return true;
  return /(?:^|[_-])(?:code|key|sig|e?mail)$/i.test(name) && !/^postal[_-]code$/i.test(name);
}

/**
 * The URL as logs may show it: tokens in the path and secret or personal query values replaced,
 * so a log reader cannot follow somebody's magic link or unsubscribe them.
 */
export function redactUrl(url: string): string {
  // A whole address (a client's report names the page it was on): the origin stays as it is.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  if (origin) return origin + redactUrl(url.slice(origin.length) || "/");
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATH_SEGMENT) path = path.replace(pattern, `$1${REDACTED}`);
  path = path.replace(TOKEN_LIKE_SEGMENT, REDACTED);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // a malformed name is matched as it came
      }
      return isSecretQueryName(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Free text for logs (a client's error message or stack): anything shaped like one of our tokens hidden. */
export function redactText(text: string): string {
  return text.replace(/[A-Za-z0-9_-]{40,}/g, REDACTED);
}

/**
 * Keys whose values never reach a log line, at the top of a logged object or up to two levels
 * down (headers of a logged request or reply, a body, a service's context), in any letter case.
 */
const SECRET_LOG_KEYS = new Set([
  "cookie",
  "set-cookie",
  "authorization",
  "x-csrftoken",
  "x-verification-token",
  "password",
  "token",
  "magic_token",
  "secret",
  "sessiontoken",
  "sessionid",
  "csrftoken",
]);

/** A `code` that is one of our mailed codes (6 digits); error codes (SQLSTATE, FST_…) stay readable. */
const MAILED_CODE = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The logged object with secret values replaced; copied only where something is replaced, so a
 * line without secrets costs a key scan (pino's wildcard `redact` paths cost ~40 µs a line).
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (depth > 2 || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const current = value[key];
    const lower = key.toLowerCase();
    const secret =
      SECRET_LOG_KEYS.has(lower) || (lower === "code" && typeof current === "string" && MAILED_CODE.test(current));
    const next = secret ? REDACTED : scrubSecrets(current, depth + 1);
    if (next !== current) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * The route a request is logged and counted under (ADR 035): the route's pattern, never the raw URL (ids and tokens
 * would make a series per user). Pages (the SPA fallback) by the web app's page route, built
 * assets as one, anything no route took as `unmatched`.
 */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (!route) return "unmatched";
  if (route.startsWith("/assets/")) return "/assets/*";
  if (route === "/*") {
    // Only a path under a language is a page (`/capi/x` would match `/$lang/x`): the rest are
    // redirects or refused API paths.
    const path = request.url.split("?")[0] ?? "/";
    return isLanguage(path.split("/")[1]) ? (matchPageRoute(path) ?? "/*") : "/*";
  }
  return route;
}

/** What a request log line says about the request: no headers, the URL redacted, the route pattern. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    route: routeLabel(request),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The logger of the app (pino, JSON lines): every line of a request carries its `reqId`; URLs,
 * headers and bodies are redacted (ADR 034, ADR 035). False for LOG_LEVEL=silent.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object: Record<string, unknown>) => scrubSecrets(object) as Record<string, unknown> },
    serializers: {
      req: serializeRequest as (request: unknown) => Record<string, unknown>,
    },
  };
}

/**
 * Development's log lines (ADR 058): human-readable, one line each, through pino-pretty. Imported
 * only here, so production (JSON lines) never loads it. Synchronous, so that the start banner
 * printed after the server's own lines stays below them.
 */
export async function developmentLogStream(): Promise<NodeJS.WritableStream> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId",
    singleLine: true,
  });
}

/**
 * In development a request is one line, `GET /de/search → 200 (12 ms)`, instead of Fastify's two
 * JSON lines (Fastify's own request logging is off there: app.ts). The app's own plumbing —
 * built assets and static files, Vite's modules, health and metrics — answered without error is
 * logged at debug only: a page load then prints its page and API calls, not forty file lines.
 */
function logDevelopmentRequest(request: FastifyRequest, statusCode: number, elapsedMs: number) {
  const route = routeLabel(request);
  const own = (route.startsWith("/$lang") || route.startsWith("/capi/")) && route !== "/capi/health";
  const level = statusCode >= 400 || own ? "info" : "debug";
  request.log[level](`${request.method} ${redactUrl(request.url)} → ${statusCode} (${Math.round(elapsedMs)} ms)`);
}

export const requestContextPlugin = fp(async (app: FastifyInstance, options: { developmentRequestLines?: boolean }) => {
  app.decorateRequest("language", "en");
  if (options.developmentRequestLines) {
    app.addHook("onResponse", async (request, reply) =>
      logDevelopmentRequest(request, reply.statusCode, reply.elapsedTime),
    );
  }
  // While the server drains (SIGTERM), a request still arriving on an open connection is
  // refused with the catalogue's 503 (Fastify's own 503 body has no `type`); the load balancer
  // sends it elsewhere. Requests already being handled finish.
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
    reply.header("x-request-id", request.id);
    if (draining) throw new ServiceUnavailableError("serviceUnavailable");
  });
});

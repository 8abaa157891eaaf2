/**
 * Drives the cluster at a fixed rate with autocannon, from this (second) process, through nginx.
 *
 * Every virtual client is one autocannon connection sending one request a second
 * (`connectionRate: 1`), so a rate of R requests a second is R connections, split by the mix
 * (mix.ts). autocannon starts a rate-limited connection's second when the connection is made, so
 * the connections of one autocannon instance fire together; the load is therefore spread over
 * many small instances ("lanes", up to LANES_PER_KIND per kind) started at even offsets across a
 * second, which makes arrivals nearly uniform instead of one burst a second. A request slower than
 * a second delays its client's next one (closed loop beyond 1 s): the achieved rate then falls
 * below the offered one, which is how the peak ramp (run.ts) sees saturation.
 *
 * Each response is recorded with its call, status and time (the `response` event); the
 * sign-in lane's step is read from the connection's request context.
 */
import autocannon from "autocannon";
import { CSRF_COOKIE, CSRF_HEADER } from "@jobatlas/contract";
import { apportion, type Call, type LaneKind, type Sources } from "./mix";

const LANES_PER_KIND = 10;
/** autocannon's timeout: a request unanswered for this long counts as an error. */
const TIMEOUT_S = 10;

export interface Sample {
  /** Milliseconds since the phase started (at the response). */
  at: number;
  ms: number;
  status: number;
  /** A documented business refusal (an application to a listing closed meanwhile), not an error. */
  refused?: boolean;
}

/** Everything recorded in one phase (a ramp step or the soak). */
export class Recorder {
  readonly started = performance.now();
  readonly samples = new Map<Call, Sample[]>();
  /** Timeouts and connection errors, with the lane kind (the request is not known for them). */
  readonly failures: { at: number; kind: LaneKind }[] = [];

  record(call: Call, status: number, ms: number, refused = false) {
    let list = this.samples.get(call);
    if (!list) this.samples.set(call, (list = []));
    list.push({ at: performance.now() - this.started, ms, status, ...(refused ? { refused } : {}) });
  }

  fail(kind: LaneKind) {
    this.failures.push({ at: performance.now() - this.started, kind });
  }
}

interface AutocannonClient {
  requestIterator?: { context?: { step?: Call; refused?: boolean } };
}

type Headers = Record<string, string | string[] | undefined>;

/** The value of a cookie from Set-Cookie headers. */
function cookieFrom(headers: Headers, name: string): string | undefined {
  const raw = headers["set-cookie"] ?? headers["Set-Cookie"];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (m?.[1]) return m[1];
  }
  return undefined;
}

interface SigninContext {
  step?: Call;
  ip?: string;
  csrf?: string;
  session?: string;
  refused?: boolean;
}

function requestsOf(kind: LaneKind, sources: Sources): autocannon.Request[] {
  if (kind !== "signin") {
    return [{ method: "GET", setupRequest: (request) => ({ ...request, path: sources.url(kind) }) }];
  }
  const csrfHeader = CSRF_HEADER.toLowerCase();
  // A visitor opens the mailed link (the SPA page hands out the CSRF cookie), the page spends the
  // token (a session cookie comes back), then the visitor applies to an active listing.
  return [
    {
      method: "GET",
      setupRequest: (request, context) => {
        const c = context as SigninContext;
        c.step = "signin-page";
        c.ip = sources.ip();
        // Out of tokens (never in a planned run): a made-up one, which check-token refuses as an error.
        const token = sources.token() ?? "spent-out-0000000000000000000000000000000000";
        (c as SigninContext & { token: string }).token = token;
        return {
          ...request,
          path: `/de/account/login-token/${token}`,
          headers: { accept: "text/html", "x-forwarded-for": c.ip },
        };
      },
      onResponse: (_status, _body, context, headers) => {
        (context as SigninContext).csrf = cookieFrom(headers as Headers, CSRF_COOKIE);
      },
    },
    {
      method: "POST",
      setupRequest: (request, context) => {
        const c = context as SigninContext & { token: string };
        c.step = "check-token";
        return {
          ...request,
          path: "/capi/check-token",
          headers: {
            "content-type": "application/json",
            cookie: `${CSRF_COOKIE}=${c.csrf ?? ""}`,
            [csrfHeader]: c.csrf ?? "",
            "x-forwarded-for": c.ip ?? "10.255.255.255",
          },
          body: JSON.stringify({ token: c.token }),
        };
      },
      onResponse: (_status, _body, context, headers) => {
        (context as SigninContext).session = cookieFrom(headers as Headers, "sessionid");
      },
    },
    {
      method: "POST",
      setupRequest: (request, context) => {
        const c = context as SigninContext;
        c.step = "apply";
        return {
          ...request,
          path: "/capi/user/applications",
          headers: {
            "content-type": "application/json",
            cookie: `${CSRF_COOKIE}=${c.csrf ?? ""}; sessionid=${c.session ?? ""}`,
            [csrfHeader]: c.csrf ?? "",
            "x-forwarded-for": c.ip ?? "10.255.255.255",
          },
          body: sources.applicationBody(),
        };
      },
      onResponse: (status, body, context) => {
        // The one refusal a real applicant can meet here: the listing closed since it was sampled.
        (context as SigninContext).refused = status === 400 && body.includes("listing_not_open");
      },
    },
  ];
}

export interface Phase {
  /** Resolves when every lane has ended. */
  done: Promise<void>;
  connections: Map<LaneKind, number>;
}

/** Starts the mix at `rate` requests a second for `seconds` against `baseUrl`, recording into `recorder`. */
export function startPhase(
  baseUrl: string,
  rate: number,
  seconds: number,
  sources: Sources,
  recorder: Recorder,
): Phase {
  const connections = apportion(rate);
  const perKind: { kind: LaneKind; size: number }[][] = [];
  for (const [kind, n] of connections) {
    const count = Math.min(n, LANES_PER_KIND);
    perKind.push(
      Array.from({ length: count }, (_, i) => ({ kind, size: Math.floor(n / count) + (i < n % count ? 1 : 0) })),
    );
  }
  // The kinds interleaved (one lane of each in turn), started at even offsets across one second.
  const order: { lane: { kind: LaneKind; size: number } }[] = [];
  for (let i = 0; i < LANES_PER_KIND; i++)
    for (const lanes of perKind) {
      const lane = lanes[i];
      if (lane) order.push({ lane });
    }
  const done = Promise.all(
    order.map(
      ({ lane }, i) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(
            () => {
              const instance = autocannon(
                {
                  url: baseUrl,
                  connections: lane.size,
                  connectionRate: 1,
                  duration: seconds,
                  timeout: TIMEOUT_S,
                  requests: requestsOf(lane.kind, sources),
                },
                (err) => (err ? reject(err) : resolve()),
              );
              instance.on("response", (client, statusCode, _bytes, responseTime) => {
                const context = (client as unknown as AutocannonClient).requestIterator?.context;
                const call: Call = lane.kind === "signin" ? (context?.step ?? "apply") : lane.kind;
                recorder.record(call, statusCode, responseTime, call === "apply" && context?.refused === true);
              });
              instance.on("reqError", () => recorder.fail(lane.kind));
            },
            (i / order.length) * 1000,
          );
        }),
    ),
  ).then(() => undefined);
  return { done, connections };
}

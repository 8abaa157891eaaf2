import type { z } from "zod";
import { errorFromResponse, NetworkError } from "./api-errors";
import { CSRF_HEADER } from "@jobatlas/contract/core";
import { csrfTokenFor } from "./csrf";
import { currentLanguage } from "./i18n";

/** What reads an answer: a contract zod schema, or `unchecked<T>()`. */
export type AnswerReader<T = unknown> = { parse: (data: unknown) => T };

/**
 * An answer taken as the contract's type `T` without parsing it here: the server answers with the
 * contract's schema (its serializer parses the answer on the way out; the search and map answers,
 * written without zod in production, are checked against it in every test outside production,
 * ADR 046), so parsing it again with zod in the browser would repeat the server's check. The
 * public pages' reads (search, company, listing, session, likes) use it; forms and signed-in
 * screens parse with the contract's schemas.
 */
export function unchecked<T>(): AnswerReader<T> {
  return { parse: (data) => data as T };
}

export type ApiRequestOptions<S extends AnswerReader | undefined = undefined> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /**
   * Sent as JSON (objects) or as is (FormData, URLSearchParams, strings, Blobs and Files — a
   * Blob goes with its own type as Content-Type unless `headers` names one).
   */
  body?: unknown;
  /** Query string parameters; undefined and null values are left out, arrays repeat the key. */
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  /** Parses the JSON answer (a contract schema or `unchecked<T>()`); without it the answer is `unknown`. */
  schema?: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
};

type Result<S> = S extends z.ZodType ? z.output<S> : S extends AnswerReader<infer T> ? T : unknown;

function withQuery(path: string, query: ApiRequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

/**
 * How requests leave the app: the browser's fetch, or, when the server renders a public page
 * (app/entry-server.tsx), its in-process call of the API.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** For the server's rendering only (app/entry-server.tsx): the API answers without a network. */
export function setApiTransport(send: typeof transport): void {
  transport = send;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one way the web app calls the server (spec §7): same origin with cookies, JSON bodies,
 * `Accept-Language` with the current language and `X-CSRFToken` on every request (the cookie's
 * value on unsafe methods, the settings node's on safe ones: see csrfTokenFor).
 * A status ≥ 400 throws the error class of spec §8 (see api-errors.ts); a failed network call
 * throws NetworkError ('Network error'); 204 or an empty body is success with undefined data.
 */
export async function apiRequest<S extends AnswerReader | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = "GET", body, query, schema, signal, keepalive } = options;
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLanguage() });
  const token = csrfTokenFor(method);
  if (token) headers.set(CSRF_HEADER, token);

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === "string") {
    payload = body;
  } else if (body instanceof Blob) {
    if (body.type) headers.set("Content-Type", body.type);
    payload = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  for (const [key, value] of Object.entries(options.headers ?? {})) headers.set(key, value);

  let response: Response;
  try {
    response = await transport(withQuery(path, query), {
      method,
      headers,
      body: payload,
      credentials: "same-origin",
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query is not a network failure
    throw new NetworkError(error);
  }

  const data = response.status === 204 ? undefined : await readBody(response);
  if (response.status >= 400) throw errorFromResponse(response.status, data ?? null, response.headers);
  if (data === undefined || !schema) return data as Result<S>;
  return schema.parse(data) as Result<S>;
}

export const api = {
  get: <S extends AnswerReader | undefined = undefined>(
    path: string,
    options?: Omit<ApiRequestOptions<S>, "method" | "body">,
  ) => apiRequest(path, { ...options, method: "GET" }),
  post: <S extends AnswerReader | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<S>, "method" | "body">,
  ) => apiRequest(path, { ...options, method: "POST", body }),
  put: <S extends AnswerReader | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<S>, "method" | "body">,
  ) => apiRequest(path, { ...options, method: "PUT", body }),
  delete: <S extends AnswerReader | undefined = undefined>(
    path: string,
    options?: Omit<ApiRequestOptions<S>, "method" | "body">,
  ) => apiRequest(path, { ...options, method: "DELETE" }),
};

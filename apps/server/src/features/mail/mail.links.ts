/**
 * Every link a mail carries is built here (ADR 058): a page of the web app under the mail's own
 * language, so the page a recipient opens speaks the language the mail's text does. A mail's
 * language is its recipient's: the account's language when the address has one, else the one the
 * recipient chose (the page they asked from, the alert's or the application's language).
 */
import { pathInLanguage, type TLanguage } from "@jobatlas/contract";
import type { AppContext } from "../../context";

/** Where the site is reached, without a trailing slash. */
function origin(ctx: Pick<AppContext, "config">): string {
  return ctx.config.publicUrl.replace(/\/+$/, "");
}

/**
 * `{PUBLIC_URL}/{language}/{path}?{query}`: a page in the mail's language. `path` is the page's
 * path without the language (`account/login-token/abc`), its dynamic segments already encoded.
 */
export function mailPageLink(
  ctx: Pick<AppContext, "config">,
  language: TLanguage,
  path: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${origin(ctx)}/${language}/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

/** `{PUBLIC_URL}/{path}?{query}`: a link a mail client follows without a person (the one-click unsubscribe). */
export function mailApiLink(ctx: Pick<AppContext, "config">, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${origin(ctx)}/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

/**
 * A path inside the app (a sign-in link's `next`) in the mail's language: `/en/company/5?x` →
 * `/de/company/5?x`, so the page the link ends on speaks the mail's language too.
 */
export function pathInMailLanguage(path: string, language: TLanguage): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path);
  return pathInLanguage({ pathname: match?.[1] ?? path, search: match?.[2] ?? "", hash: match?.[3] ?? "" }, language);
}

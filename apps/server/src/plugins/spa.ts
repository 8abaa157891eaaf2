import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import {
  APP_SETTINGS_NODE_ID,
  idFromText,
  isDevelopmentPage,
  LANGUAGES,
  matchPageRoute,
  PAGE_STATE_NODE_ID,
  publicPageOfRoute,
  WIDGET_PAGE_PATTERN,
  ZWidgetOrganization,
  ZWidgetTheme,
  type TAppSettings,
  type TLanguage,
  type TWidgetTheme,
} from "@jobatlas/contract";
import { isLanguage, LANGUAGE_COOKIE, pageLanguage } from "../i18n/language";
import { NotFoundError } from "../errors";
import { asciiLocation } from "../lib/location";
import { DEV_PAGE_CSP, EMBEDDABLE, framableCsp, isFramablePage, PAGE_CSP } from "./security-headers";

/** A map style from another host (MAP_STYLE_URL) loads its style, tiles and sprites from there. */
export function withMapStyleOrigin(csp: string, mapStyleUrl: string | null): string {
  if (!mapStyleUrl) return csp;
  const origin = new URL(mapStyleUrl).origin;
  return csp
    .replace("connect-src 'self'", `connect-src 'self' ${origin}`)
    .replace("img-src 'self'", `img-src 'self' ${origin}`);
}

import { isRenderedPage, loadPageRenderer } from "./page-render";
import { attachViteDevServer, type ViteDevServer } from "./vite-dev";

/**
 * Before the first paint of a widget page (ADR 021): applies the theme the server put on `<html>`
 * (`data-widget-theme`) and holds it against the app's own theme code. Loaded after theme-init.js.
 */
export const WIDGET_THEME_SCRIPT = '<script src="/widget-theme-init.js"></script>';

/** A widget page's organisation (the path segment) and the theme its URL asks for (`?theme=`, lenient: spec §5). */
function widgetPageOf(url: string): { organization: string; theme?: TWidgetTheme } | undefined {
  const [path = "", query = ""] = url.split("?", 2);
  const organization = WIDGET_PAGE_PATTERN.exec(path)?.[2];
  if (!organization) return undefined;
  const theme = ZWidgetTheme.safeParse(new URLSearchParams(query).get("theme"));
  return { organization, theme: theme.success ? theme.data : undefined };
}

export const SETTINGS_PLACEHOLDER = "<!--app-settings-->";

/** Used when the web app has not been built (API tests); production refuses to start without the build. */
const FALLBACK_INDEX_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Jobatlas</title>${SETTINGS_PLACEHOLDER}</head><body><p>The web app is not built: run npm run build.</p></body></html>`;

/**
 * What a page the server knows more about answers (features/seo: company, listing and job profile
 * pages): its status, and when it shows something, the head that replaces the template's
 * `<title>` element (the title and the tags after it, every value already escaped), or where it moved.
 */
export type ServerPage =
  | { status: 200; headHtml: string }
  | { status: 404 | 410 }
  /** The page lives at another path for good (a listing under another company's id): 301, the query kept. */
  | { status: 301; location: string };

export interface SpaOptions {
  distDir: string;
  requireBuild: boolean;
  /** Serve the unbuilt web app from `root` through this started Vite server (npm run dev). */
  viteDev?: { root: string; server: ViteDevServer };
  settings: Omit<TAppSettings, "language" | "csrfToken">;
  /** The status and head of a page path (without query), or undefined for a page served as it is. */
  serverPage?: (pathname: string, language: TLanguage) => Promise<ServerPage | undefined>;
  /** Runs the answer to one page (its head and its drawing) so that they share their data reads. */
  pageReads?: <T>(answer: () => Promise<T>) => Promise<T>;
}

/** A JSON script element: `<` escaped so user text cannot close the tag (a JSON script is never run: CSP allows it). */
function jsonNode(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** Serialises the settings for an inline JSON script. */
export function renderSettingsNode(settings: TAppSettings): string {
  return jsonNode(APP_SETTINGS_NODE_ID, settings);
}

export const ROOT_ELEMENT = '<div id="root"></div>';

export const APP_CODE_NODE_ID = "app-code";

/**
 * How a page the server drew starts the app (ADR 052): after its first paint, which needs none of
 * the app's code. Loaded at once, ~35 scripts competed with the stylesheet, and on a repeat visit
 * (the code cached) the app ran before the first paint and held it back. The build writes the
 * template of such a page beside index.html (apps/web/vite.config.ts, `appAfterPaint`): without
 * the app's module script and preloads, and with this placeholder before the start-app script
 * (assets/start-app-<hash>.js), where the server puts a JSON node that lists the code. Without
 * that template (a test's stand-in build) a drawn page loads its code as any other.
 */
export const AFTER_PAINT_TEMPLATE = "index.after-paint.html";
export const APP_CODE_PLACEHOLDER = "<!--app-code-->";

/** Where a page path without a valid language prefix belongs: a foreign 2-letter prefix is replaced by `language`, else it is prefixed. */
export function localizedPath(pathname: string, language: TLanguage): string {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (first && /^[a-z]{2}$/i.test(first)) segments.shift();
  return `/${language}/${segments.join("/")}`;
}

interface ManifestChunk {
  file?: string;
  imports?: string[];
}

/** The build's vite manifest (source → chunk), or an empty one without a build. */
function readManifest(distDir: string): Record<string, ManifestChunk> {
  const manifestPath = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) return {};
  return JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
}

/**
 * The scripts a page loads after the entry script (`/assets/…`), to preload: the catalogue
 * chunks of its language (the web app loads only the page's language; the public pages only the
 * first part) and the code-split
 * components of its route and the layout routes above it, with their imports. The browser then
 * fetches them beside the entry instead of one round trip after another. Files the template
 * already loads are left out.
 */
export function pagePreloads(distDir: string, template: string) {
  const manifest = readManifest(distDir);
  const cache = new Map<string, string[]>();
  const chunksOf = (keys: string[]): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk?.file || seen.has(key)) return;
      seen.add(key);
      if (!template.includes(`/${chunk.file}"`)) files.push(chunk.file);
      chunk.imports?.forEach(add);
    };
    keys.forEach(add);
    return files;
  };
  // A route file's split chunks that draw its screen: `?tsr-split=component`, or the component
  // grouped with the loader (`component---loader`, apps/web/vite.config.ts); not the error and
  // not-found components, which are loaded only when needed.
  const screenSplits = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const [file = "", query = ""] = key.split("?", 2);
    const split = new URLSearchParams(query).get("tsr-split");
    if (!split?.split("---").includes("component")) continue;
    screenSplits.set(file, [...(screenSplits.get(file) ?? []), key]);
  }
  const hrefs = (files: string[]) => files.map((file) => `/${file}`);
  // The web app loads a language's catalogue in two parts (apps/web/src/lib/i18n.ts): the
  // public pages need only the first.
  const catalogue = (part: "public" | "rest") =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, hrefs(chunksOf([`src/locales/${language}-${part}.ts`]))]),
    ) as Record<TLanguage, string[]>;
  const publicTexts = catalogue("public");
  const restTexts = catalogue("rest");
  /** The route's split components, e.g. `/$lang/company/$companyId` → `$lang/route.tsx`, …, `$companyId/index.tsx`. */
  const route = (routeId: string): string[] => {
    let files = cache.get(routeId);
    if (files === undefined) {
      const parts = routeId.split("/").filter(Boolean);
      const keys = parts.flatMap((_, i) => {
        const prefix = parts.slice(0, i + 1).join("/");
        return [`src/routes/${prefix}/route.tsx`, `src/routes/${prefix}.tsx`];
      });
      keys.push(`src/routes/${parts.join("/")}/index.tsx`);
      files = hrefs(chunksOf(keys.flatMap((key) => screenSplits.get(key) ?? [])));
      cache.set(routeId, files);
    }
    return files;
  };
  return (language: TLanguage, routeId: string | undefined): string[] => [
    ...publicTexts[language],
    ...(publicPageOfRoute(routeId)?.texts === "public" ? [] : restTexts[language]),
    ...(routeId ? route(routeId) : []),
  ];
}

/** `<link rel="modulepreload">` tags, as the build links the entry's imports. */
const preloadLinks = (hrefs: string[]) =>
  hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("");

/**
 * The app's code as the build's template loads it (the manifest's `index.html`: the entry script
 * and its static imports), for the `#app-code` node of a drawn page; undefined without a build.
 */
function appCodeOf(distDir: string): { entry: string; preloads: string[] } | undefined {
  const manifest = readManifest(distDir);
  const entry = manifest["index.html"];
  if (!entry?.file) return undefined;
  const preloads: string[] = [];
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file || seen.has(key)) return;
    seen.add(key);
    preloads.push(`/${chunk.file}`);
    chunk.imports?.forEach(add);
  };
  entry.imports?.forEach(add);
  return { entry: `/${entry.file}`, preloads };
}

export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  const indexPath = path.join(opts.distDir, "index.html");
  const hasBuild = !opts.viteDev && existsSync(indexPath);
  if (!hasBuild && opts.requireBuild) {
    throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  }
  const builtTemplate = hasBuild ? readFileSync(indexPath, "utf8") : FALLBACK_INDEX_HTML;
  if (!builtTemplate.includes(SETTINGS_PLACEHOLDER)) {
    throw new Error(`${indexPath} lacks the ${SETTINGS_PLACEHOLDER} placeholder.`);
  }
  const devTemplate = opts.viteDev ? await attachViteDevServer(app, opts.viteDev.server, opts.viteDev.root) : undefined;
  const preloads = hasBuild ? pagePreloads(opts.distDir, builtTemplate) : () => [];
  // The search, company and listing pages arrive drawn (ADRs 050, 051); in development and without a
  // build the browser draws them.
  const renderPage = hasBuild ? await loadPageRenderer(app, opts.distDir) : undefined;
  // A drawn page's template and the code it lists (ADR 052), as the build wrote them.
  const afterPaintPath = path.join(opts.distDir, AFTER_PAINT_TEMPLATE);
  const appCode = hasBuild ? appCodeOf(opts.distDir) : undefined;
  const afterPaintTemplate =
    hasBuild && appCode && existsSync(afterPaintPath) ? readFileSync(afterPaintPath, "utf8") : undefined;
  if (afterPaintTemplate && !afterPaintTemplate.includes(APP_CODE_PLACEHOLDER))
    throw new Error(`${afterPaintPath} lacks the ${APP_CODE_PLACEHOLDER} placeholder.`);
  if (hasBuild && !builtTemplate.includes(ROOT_ELEMENT)) throw new Error(`${indexPath} lacks ${ROOT_ELEMENT}.`);
  const template = async (url: string) => (devTemplate ? devTemplate(url) : builtTemplate);

  if (hasBuild) {
    // The build's scripts name their source maps in a `SourceMap` header, not in their text (Vite's
    // hidden source maps): Chrome and Lighthouse's valid-source-maps find them, and the scripts
    // carry no `sourceMappingURL` comment (~1.5 kB gzip over the search page's 31 scripts).
    const assetsDir = path.join(opts.distDir, "assets");
    const sourceMaps = new Set(
      existsSync(assetsDir) ? readdirSync(assetsDir).filter((f) => f.endsWith(".js.map")) : [],
    );
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // index.html and the drawn pages' template are templates, never files of their own (they lack the settings node).
      globIgnore: ["index.html", AFTER_PAINT_TEMPLATE],
      // The build writes .br and .gz beside its assets (scripts/build-web.mjs): sent as the
      // client accepts them, with Vary: Accept-Encoding; the plain file otherwise.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        // The file sent may be the .br or .gz copy of the script.
        const script = path.basename(filePath).replace(/\.(br|gz)$/, "");
        if (immutable && script.endsWith(".js") && sourceMaps.has(`${script}.map`)) {
          reply.header("sourcemap", `${script}.map`);
        }
      },
    });
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    language: TLanguage,
    status = 200,
    headHtml?: string,
    widgetTheme?: TWidgetTheme,
  ) {
    const settings: TAppSettings = { ...opts.settings, language, csrfToken: request.csrfToken(reply) };
    // A page that shows its screen preloads the screen's code; others (404, 410 …) their language only.
    const routeId = status === 200 ? matchPageRoute(asciiLocation(request.url.split("?")[0] ?? "/")) : undefined;
    // A widget page is drawn in its theme from the first paint: `data-widget-theme` on <html> and
    // the script that applies it (ADR 021).
    const htmlAttributes = widgetTheme ? ` data-widget-theme="${widgetTheme}"` : "";
    const headScripts = widgetTheme ? WIDGET_THEME_SCRIPT : "";
    const page =
      renderPage && isRenderedPage(routeId, request.url, request.cookies)
        ? await renderedPage(request, language)
        : undefined;
    const pagePreloads = preloads(language, routeId);
    // A drawn page lists its code for after the first paint; any other page loads it from the head.
    const afterPaint = page && afterPaintTemplate && appCode;
    let html = (afterPaint ? afterPaintTemplate : await template(request.url))
      .replace(/<html lang="[a-z-]*"/, `<html lang="${language}"${htmlAttributes}`)
      .replace(
        SETTINGS_PLACEHOLDER,
        () => renderSettingsNode(settings) + headScripts + (afterPaint ? "" : preloadLinks(pagePreloads)),
      );
    if (afterPaint)
      html = html.replace(APP_CODE_PLACEHOLDER, () =>
        jsonNode(APP_CODE_NODE_ID, { entry: appCode.entry, preloads: [...pagePreloads, ...appCode.preloads] }),
      );
    // The server's title and tags take the template's title's place (the app takes the title over).
    if (headHtml) html = html.replace(/<title>[^<]*<\/title>/, () => headHtml);
    if (page)
      html = html.replace(
        ROOT_ELEMENT,
        () => `<div id="root">${page.html}</div>${jsonNode(PAGE_STATE_NODE_ID, page.state)}`,
      );
    // Every page carries its visitor's CSRF token: never from a shared cache, always revalidated
    // (ADR 013); only the hashed assets are cached for long.
    const cacheControl = status >= 500 ? "no-store" : "private, no-cache";
    // The widgets and the listing page with `iframe` are made to be embedded on employers' sites
    // (spec §2): any site may frame them (ADR 021); every other page stays unframeable.
    const framable = isFramablePage(request.url);
    if (framable) reply.header("x-frame-options", EMBEDDABLE);
    const csp = withMapStyleOrigin(devTemplate ? DEV_PAGE_CSP : PAGE_CSP, opts.settings.mapStyleUrl);
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", cacheControl)
      .header("content-security-policy", framable ? framableCsp(csp) : csp)
      .send(html);
  }

  /**
   * The theme a widget page is drawn in and its status, as the API answers them
   * (GET /capi/widgets/{org_id}, asked in-process: this plugin knows no feature). Unknown
   * organisation: 404 (the widget says it is not available); the API unreachable: 503, drawn in
   * the visitor's theme.
   */
  async function widgetPage(
    request: FastifyRequest,
    page: { organization: string; theme?: TWidgetTheme },
  ): Promise<{ status: 200 | 404 | 503; theme: TWidgetTheme }> {
    // Only a whole number names an organisation (as the API's path ids): anything else is unknown.
    if (idFromText(page.organization) === undefined) return { status: 404, theme: "auto" };
    const query = page.theme ? `?theme=${page.theme}` : "";
    try {
      const res = await app.inject({ method: "GET", url: `/capi/widgets/${page.organization}${query}` });
      if (res.statusCode === 404) return { status: 404, theme: "auto" };
      const answer = ZWidgetOrganization.safeParse(res.statusCode === 200 ? res.json() : undefined);
      if (answer.success) return { status: 200, theme: answer.data.theme };
      request.log.error({ status: res.statusCode }, "the widget's theme could not be read");
    } catch (err) {
      request.log.error({ err }, "the widget's theme could not be read");
    }
    return { status: 503, theme: "auto" };
  }

  /** The page drawn as an anonymous visitor sees it; when that fails, the browser draws it (logged, never an error page). */
  async function renderedPage(request: FastifyRequest, language: TLanguage) {
    try {
      return await renderPage?.(request.url, language, request.headers["user-agent"]);
    } catch (err) {
      request.log.error({ err }, "the page could not be drawn on the server");
      return undefined;
    }
  }

  function redirectKeepingQuery(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status: 301 | 302 = 302,
  ) {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(asciiLocation(pathname + query), status);
  }

  /** The visitor's language for a path without one; the answer varies with what chose it. */
  const visitorLanguage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("vary", "Accept-Language, Cookie");
    return pageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
  };
  const home = (request: FastifyRequest, reply: FastifyReply) => `/${visitorLanguage(request, reply)}/search`;
  app.get("/", { schema: { hide: true } }, (request, reply) =>
    redirectKeepingQuery(request, reply, home(request, reply)),
  );
  // The built file alone is a blank page (it lacks the settings node): /index.html goes where / goes.
  app.get("/index.html", { schema: { hide: true } }, (request, reply) =>
    redirectKeepingQuery(request, reply, home(request, reply)),
  );

  const isProduction = opts.settings.environment === "production";
  /** A path the web app has a screen for (debug screens only off production, as the app decides). */
  function isPage(pathname: string): boolean {
    const route = matchPageRoute(pathname);
    return route !== undefined && !(isProduction && isDevelopmentPage(route));
  }

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    // The raw, still percent-encoded path: decoding could put characters into Location that are
    // not allowed there; anything outside printable ASCII is encoded again.
    const pathname = asciiLocation(request.url.split("?")[0] ?? "/");
    if (pathname.startsWith("/capi/") || pathname.startsWith("/i18n/")) throw new NotFoundError("routeNotFound");
    // A file the build does not have (a stale hashed asset after a deploy) is missing, not a page.
    if (pathname.startsWith("/assets/")) throw new NotFoundError("notFound");
    const segments = pathname.split("/").filter(Boolean);
    const first = segments[0];
    if (!isLanguage(first))
      return redirectKeepingQuery(request, reply, localizedPath(pathname, visitorLanguage(request, reply)));
    if (segments.length === 1) return redirectKeepingQuery(request, reply, `/${first}/search`);
    // Unknown paths get the same page, on which the app draws its 404 screen, with status 404.
    if (!isPage(pathname)) return sendPage(request, reply, first, 404);
    const widget = widgetPageOf(request.url);
    if (widget) {
      const { status, theme } = await widgetPage(request, widget);
      return sendPage(request, reply, first, status, undefined, theme);
    }
    const answer = async () => {
      const page = await serverPage(request, pathname, first);
      if (page?.status === 301) return redirectKeepingQuery(request, reply, page.location, 301);
      return sendPage(request, reply, first, page?.status ?? 200, page?.status === 200 ? page.headHtml : undefined);
    };
    return opts.pageReads ? opts.pageReads(answer) : answer();
  });

  /**
   * What the page of an existing company, listing or job answers (404 unknown, 410 archived; the
   * app draws those screens). When that cannot be learnt (the database is away), the page still
   * loads, with 503 so that crawlers come back rather than index it.
   */
  async function serverPage(
    request: FastifyRequest,
    pathname: string,
    language: TLanguage,
  ): Promise<ServerPage | { status: 503 } | undefined> {
    if (!opts.serverPage) return undefined;
    try {
      return await opts.serverPage(pathname, language);
    } catch (err) {
      request.log.error({ err }, "the page's head could not be read");
      return { status: 503 };
    }
  }
});

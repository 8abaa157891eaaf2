import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import middie from "@fastify/middie";

/** The part of Vite's dev server the app uses. */
export interface ViteDevServer {
  middlewares: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  transformIndexHtml(url: string, html: string): Promise<string>;
  close(): Promise<void>;
}

interface ViteModule {
  createServer(config: Record<string, unknown>): Promise<ViteDevServer>;
}

/**
 * `npm run dev`: Vite runs inside the server in middleware mode, so pages come from one origin with
 * the settings node and hot reload, exactly as in production but unbuilt. Vite is the web app's
 * dependency, so it is resolved from there and loaded only in this mode. Its start (its config, its
 * plugins, the route tree) takes long on a busy machine, so buildApp starts it before any Fastify
 * plugin: no plugin timeout applies to it (issue 25 §10, ADR 062).
 */
export async function startViteDevServer(webRoot: string): Promise<ViteDevServer> {
  const require = createRequire(path.join(webRoot, "package.json"));
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as ViteModule;
  return vite.createServer({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
}

/** Serves the web app through the started Vite server; returns the page template of a URL. */
export async function attachViteDevServer(app: FastifyInstance, server: ViteDevServer, webRoot: string) {
  await app.register(middie);
  app.use(server.middlewares);
  app.addHook("onClose", () => server.close());
  const indexPath = path.join(webRoot, "index.html");
  return (url: string) => server.transformIndexHtml(url, readFileSync(indexPath, "utf8"));
}

import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import middie from "@fastify/middie";

interface ViteModule {
  createServer(config: Record<string, unknown>): Promise<{
    middlewares: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
    transformIndexHtml(url: string, html: string): Promise<string>;
    close(): Promise<void>;
  }>;
}

/**
 * `npm run dev`: Vite runs inside the server in middleware mode, so pages come from one origin with
 * the settings node and hot reload, exactly as in production but unbuilt. Vite is the web app's
 * dependency, so it is resolved from there and loaded only in this mode.
 */
export async function attachViteDevServer(app: FastifyInstance, webRoot: string) {
  const require = createRequire(path.join(webRoot, "package.json"));
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as ViteModule;
  const server = await vite.createServer({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  await app.register(middie);
  app.use(server.middlewares);
  app.addHook("onClose", () => server.close());
  const indexPath = path.join(webRoot, "index.html");
  return (url: string) => server.transformIndexHtml(url, readFileSync(indexPath, "utf8"));
}

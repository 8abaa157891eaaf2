import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { RoutesOptions } from "../../context";
import { NotFoundError } from "../../errors";
import { robotsTxt, sitemapIndex, sitemapPage, SITEMAP_KINDS } from "./seo.sitemap";

/** Sitemaps and robots.txt change slowly; an hour in any cache is fine (ADR 013). */
const CACHE = "public, max-age=3600";
/**
 * The index groups every company and active listing (about 0.6 s at national scale), so each
 * process keeps it for a while; the pages it names are read when asked for.
 */
const INDEX_KEPT_MS = 10 * 60_000;

/** GET /robots.txt, /sitemap.xml and its pages /sitemap-{companies|listings}-{n}.xml (ADR 013). */
export async function seoRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(robotsTxt(ctx)),
  );

  let index: { xml: Promise<string>; until: number } | undefined;
  const currentIndex = () => {
    const now = ctx.now().getTime();
    if (!index || index.until <= now) {
      const xml = sitemapIndex(ctx);
      index = { xml, until: now + INDEX_KEPT_MS };
      // a failed read is not kept
      xml.catch(() => (index = undefined));
    }
    return index.xml;
  };
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", CACHE)
      .send(await currentIndex()),
  );

  for (const kind of SITEMAP_KINDS) {
    app.get<{ Params: { page: string } }>(
      `/sitemap-${kind}-:page.xml`,
      { schema: { hide: true } },
      async (request, reply) => {
        const page = /^[1-9][0-9]{0,8}$/.test(request.params.page) ? Number(request.params.page) : undefined;
        const chunks = page === undefined ? undefined : await sitemapPage(ctx, kind, page);
        if (!chunks) throw new NotFoundError("notFound");
        return reply
          .type("application/xml; charset=utf-8")
          .header("cache-control", CACHE)
          .send(Readable.from(chunks, { objectMode: false }));
      },
    );
  }
}

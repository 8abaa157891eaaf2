import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

/**
 * Compresses the answers the server builds in memory — the pages' HTML and the /capi JSON — for a
 * client that accepts it (issue 12 §7: Lighthouse's "Enable text compression" found the search's
 * JSON and the HTML documents uncompressed). The built assets are precompressed files
 * (`@fastify/static` `preCompressed`, ADR 038) and streams are left as they are. A client that
 * sends no Accept-Encoding (autocannon, `app.inject`, curl) gets the plain answer, as before.
 *
 * Brotli at quality 4 and gzip at level 6: ~1 ms for the search's 58 kB answer (to ~7 kB), where
 * brotli's default quality 11 would take tens of milliseconds of the event loop.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|problem\+json|xml|javascript|ld\+json)|image\/svg\+xml)/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send for an Accept-Encoding header: br before gzip, none when neither is accepted. */
export function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return undefined;
  const accepted = new Set<string>();
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (reply.hasHeader("content-encoding")) return payload;
  // A strong ETag names one representation: such answers (the widget's embed script) stay as they are.
  if (reply.hasHeader("etag")) return payload;
  const type = reply.getHeader("content-type");
  if (typeof type !== "string" || !COMPRESSIBLE.test(type)) return payload;
  if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
  addVary(reply);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return payload;
  const compressed =
    encoding === "br"
      ? await brotli(payload, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) },
        })
      : await gzipAsync(payload, { level: 6 });
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return compressed;
}

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", compressAnswer);
});

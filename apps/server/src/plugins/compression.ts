import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { constants as zlib } from "node:zlib";

/**
 * Compresses the answers the server builds in memory — the pages' HTML and the /capi JSON — for a
 * client that accepts br or gzip, with `@fastify/compress` (ADR 081). The built assets are
 * precompressed files (`@fastify/static` `preCompressed`, ADR 038). A client that sends no
 * Accept-Encoding (autocannon, `app.inject`, curl) gets the plain answer.
 *
 * Brotli at quality 4 and gzip at level 6: ~1 ms for the search's 58 kB answer (to ~7 kB), where
 * brotli's default quality 11 would take tens of milliseconds of the event loop.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|problem\+json|xml|javascript|ld\+json)|image\/svg\+xml)/;

/**
 * What the library does not decide per answer, done before its hook (a route's onSend hooks run
 * after the application's):
 * - Streams are sent as they are: the built assets (precompressed, or too small to gain) and the
 *   sitemap pages. So is an answer with a strong ETag, which names one representation (the
 *   widget's embed script). The library compresses both; its documented opt-out is the request
 *   header `x-no-compression`, set here.
 * - An answer that would be compressed for a client accepting it varies on Accept-Encoding for
 *   every client, so a shared cache never hands the plain copy to a browser or the compressed one
 *   to curl (the library adds Vary only when it compresses).
 */
async function beforeCompression(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.hasHeader("content-encoding")) return payload;
  if ((typeof payload !== "string" && !Buffer.isBuffer(payload)) || reply.hasHeader("etag")) {
    request.headers["x-no-compression"] = "1";
    return payload;
  }
  const type = reply.getHeader("content-type");
  if (typeof type !== "string" || !COMPRESSIBLE.test(type) || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  // The library's own check of Vary is for the lower-case name.
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current))
    reply.header("vary", current ? `${current}, accept-encoding` : "accept-encoding");
  return payload;
}

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", beforeCompression);
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: MIN_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are not decompressed: no endpoint takes a compressed body.
    globalDecompression: false,
  });
});

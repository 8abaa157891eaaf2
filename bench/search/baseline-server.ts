/**
 * The baseline's HTTP server: GET /capi/search/employers with the app's parameters (query,
 * viewport, filters), answered by the plain PostgreSQL full-text query of baseline.ts, so the
 * benchmark drives it with the very URLs it sends to the app. A separate process, like the app.
 *
 *   DATABASE_URL=… PORT=0 node --import tsx bench/search/baseline-server.ts   (prints "listening <url>")
 */
import Fastify from "fastify";
import pg from "pg";
import { BASELINE_SESSION, baselineSearch } from "./baseline";

const list = (v: unknown): string[] | undefined =>
  v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(String).filter((s) => s.length > 0);
const num = (v: unknown): number | undefined => (v === undefined || v === "" ? undefined : Number(v));

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: BASELINE_SESSION });
  const app = Fastify({ logger: false });
  app.get("/capi/search/employers", async (request) => {
    const q = request.query as Record<string, unknown>;
    return baselineSearch(pool, {
      query: String(q.query ?? ""),
      north: num(q.north) ?? 47.81,
      south: num(q.south) ?? 45.81,
      east: num(q.east) ?? 10.5,
      west: num(q.west) ?? 5.95,
      employmentTypes: list(q.employment_types),
      remoteTypes: list(q.remote_types),
      languages: list(q.languages),
      sectors: list(q.sectors),
      workloadMin: num(q.workload_min),
      salaryMin: num(q.salary_min),
    });
  });
  app.get("/capi/health", async () => ({ status: "ok" }));
  app.addHook("onClose", () => pool.end());
  const address = await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
  console.log(`listening ${address}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

await main();

/**
 * The baseline a user would otherwise pick: plain PostgreSQL full-text search. A side table
 * (bench database only, never an app migration) holds per active listing its place, filter
 * columns and one tsvector = 'simple' (unaccented) ∪ the listing language's snowball config
 * (unaccented), over title, company name, locality and the four job texts; a GIN index on it.
 * The query: every word as its unstemmed form OR its stem in de/fr/it/en (the last word also as
 * a prefix), the bbox, the filters, grouped by company, freshest first, top 50 with 3 listings.
 */
import type pg from "pg";

/** Text-search configurations beside the app's jobatlas_simple and jobatlas_german (migration 0000). */
const CONFIGS = ["french", "italian", "english"] as const;

export const BASELINE_CONFIG_SQL = CONFIGS.flatMap((lang) => [
  `DROP TEXT SEARCH CONFIGURATION IF EXISTS bench_${lang}`,
  `CREATE TEXT SEARCH CONFIGURATION bench_${lang} (COPY = ${lang})`,
  `ALTER TEXT SEARCH CONFIGURATION bench_${lang} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${lang}_stem`,
]);

export const BASELINE_TABLE_SQL = `
  DROP TABLE IF EXISTS bench_fts;
  CREATE TABLE bench_fts (
    listing_id bigint PRIMARY KEY,
    organization_id bigint NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    published_on date NOT NULL,
    language text NOT NULL,
    employment_type text NOT NULL,
    remote_type text NOT NULL,
    workload_min integer NOT NULL,
    workload_max integer NOT NULL,
    salary integer,
    tsv tsvector NOT NULL
  )`;

/** Fills the side table for a range of listing ids (run in parallel sessions over disjoint ranges). */
export const BASELINE_FILL_SQL = `
  INSERT INTO bench_fts
  SELECT l.id, l.organization_id, p.lat, p.lng, l.published_on, l.language, l.employment_type, l.remote_type,
         l.workload_min, l.workload_max, coalesce(l.salary_max, l.salary_min),
         to_tsvector('jobatlas_simple', d.doc) || to_tsvector(
           CASE l.language WHEN 'de' THEN 'jobatlas_german' WHEN 'fr' THEN 'bench_french'
                           WHEN 'it' THEN 'bench_italian' ELSE 'bench_english' END::regconfig, d.doc)
  FROM listings l
  JOIN jobs j ON j.id = l.job_id
  JOIN organizations o ON o.id = l.organization_id
  JOIN LATERAL (
    SELECT a.lat, a.lng, a.city FROM addresses a
    WHERE a.id = l.address_id OR (l.address_id IS NULL AND a.organization_id = l.organization_id)
    ORDER BY a.id = l.address_id DESC, a.id LIMIT 1
  ) p ON true
  CROSS JOIN LATERAL (
    SELECT concat_ws(' ', l.title, o.name, p.city, j.role_and_responsibilities, j.requirements,
                     j.team_description, j.benefits) AS doc
  ) d
  WHERE l.status = 'active' AND l.id BETWEEN $1 AND $2`;

export const BASELINE_INDEX_SQL = [
  "CREATE INDEX bench_fts_tsv_idx ON bench_fts USING gin (tsv)",
  "CREATE INDEX bench_fts_lat_lng_idx ON bench_fts (lat, lng)",
  "VACUUM ANALYZE bench_fts",
];

/** Session settings of the baseline's pool (as in the research study). */
export const BASELINE_SESSION = "-c jit=off -c random_page_cost=1.1 -c work_mem=16MB -c statement_timeout=10000";

export interface BaselineParams {
  query: string;
  north: number;
  east: number;
  south: number;
  west: number;
  employmentTypes?: string[];
  remoteTypes?: string[];
  workloadMin?: number;
  salaryMin?: number;
  languages?: string[];
  sectors?: string[];
}

/** The words of a query as tsquery-safe lexemes (letters and digits only). */
function words(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The SQL and its parameters for one search; null when the query has no word. */
export function baselineQuery(p: BaselineParams): { text: string; values: unknown[] } | null {
  const ws = words(p.query);
  if (ws.length === 0) return null;
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const groups = ws.map((w, i) => {
    const word = param(w);
    const forms = [
      `to_tsquery('jobatlas_simple', ${word}${i === ws.length - 1 ? " || ':*'" : ""})`,
      `plainto_tsquery('jobatlas_german', ${word})`,
      ...CONFIGS.map((c) => `plainto_tsquery('bench_${c}', ${word})`),
    ];
    return `(${forms.join(" || ")})`;
  });
  const where = [
    "f.tsv @@ q.query",
    `f.lat BETWEEN ${param(p.south)} AND ${param(p.north)}`,
    `f.lng BETWEEN ${param(p.west)} AND ${param(p.east)}`,
  ];
  if (p.employmentTypes?.length) where.push(`f.employment_type = ANY(${param(p.employmentTypes)})`);
  if (p.remoteTypes?.length) where.push(`f.remote_type = ANY(${param(p.remoteTypes)})`);
  if (p.languages?.length) where.push(`f.language = ANY(${param(p.languages)})`);
  if (p.workloadMin !== undefined) where.push(`f.workload_max >= ${param(p.workloadMin)}`);
  if (p.salaryMin !== undefined) where.push(`f.salary >= ${param(p.salaryMin)}`);
  const sectors = p.sectors?.length ? `AND o.sectors && ${param(p.sectors)}::text[]` : "";
  const text = `
    WITH q AS (SELECT ${groups.join(" && ")} AS query),
    m AS (SELECT f.organization_id, f.listing_id, f.published_on FROM bench_fts f, q WHERE ${where.join(" AND ")}),
    g AS (
      SELECT m.organization_id, max(m.published_on) AS newest, count(*) AS matching,
             (array_agg(m.listing_id ORDER BY m.published_on DESC, m.listing_id DESC))[1:3] AS top,
             count(*) OVER () AS total
      FROM m JOIN organizations o ON o.id = m.organization_id ${sectors}
      GROUP BY m.organization_id
      ORDER BY newest DESC, m.organization_id
      LIMIT 50
    )
    SELECT g.organization_id AS id, o.name, o.slug, o.sectors, g.matching, g.total,
           (SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'published_on', l.published_on,
                   'employment_type', l.employment_type, 'remote_type', l.remote_type) ORDER BY l.published_on DESC)
            FROM listings l WHERE l.id = ANY(g.top)) AS listings
    FROM g JOIN organizations o ON o.id = g.organization_id
    ORDER BY g.newest DESC, g.organization_id`;
  return { text, values };
}

/** Runs one search; the shape of the app's answer, without the fields the baseline does not compute. */
export async function baselineSearch(pool: pg.Pool, p: BaselineParams) {
  const q = baselineQuery(p);
  if (!q) return { items: [], count: 0, count_capped: false };
  const { rows } = await pool.query<{ total: string; [k: string]: unknown }>(q);
  const count = Number(rows[0]?.total ?? 0);
  return { items: rows.map(({ total: _total, ...item }) => item), count, count_capped: false };
}

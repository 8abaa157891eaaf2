// Loaded by lib/industries.ts when a sector picker's filter is first used (ADR 074): the matcher
// with the industries' labels of all four languages and their everyday words (~20 kB gzip), kept
// out of the pages' first scripts.
export { industryMatchRank } from "@jobatlas/contract";

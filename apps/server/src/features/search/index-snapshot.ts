/**
 * The search index's snapshots (ADR 040; memory-index.ts says which part holds what): the data of
 * a build as named sections, the data again from them, and the version that says which snapshots
 * this code can read.
 */
import { OCCUPATIONS } from "@jobatlas/contract/occupations";
import { createHash } from "node:crypto";
import type { TListingHit } from "@jobatlas/contract";
import { CONTENT_LANGUAGES, SECTOR_LABELS, typoVocabularyFrom } from "./index-config";
import { IndexData, yieldToRequests } from "./index-data";
import { IndexTermizer } from "./index-terms";
import { CANTON_NAMES, placeNames } from "./places";
import { type Column, Field } from "./postings";
import { type SnapshotReader, type SnapshotSection, SnapshotFormatError } from "./snapshot-format";
import { createTypoVocabulary } from "./typos";

/** The counts a snapshot's sections are checked against. */
interface SnapshotMeta {
  /** Organisations and listing hits per section (`orgs.0`, `orgs.1`, …; `listings.hits.0`, …). */
  rowsPerSection: number;
  orgs: number;
  addresses: number;
  listings: number;
  baseListings: number;
  baseOrgs: number;
}

/**
 * The index as it is now, as snapshot sections (ADR 040), taken without an await: what changes
 * later is copied here (liveness, appended postings, appended words); the rest is referenced and
 * encoded later, as it never changes (the build's postings and vocabulary, the columns' first
 * `length` values, organisation records and listing hits, which are only appended to).
 */
export function snapshotSections(data: IndexData, rowsPerSection: number): SnapshotSection[] {
  const orgs = data.orgs.slice();
  const addressCount = data.addressLat.length;
  const listingCount = data.listingId.length;
  const listingStarts = new Int32Array(orgs.length + 1);
  orgs.forEach((org, slot) => (listingStarts[slot + 1] = listingStarts[slot]! + org.listingSlots.length));
  const listingSlots = new Int32Array(listingStarts[orgs.length]!);
  orgs.forEach((org, slot) => listingSlots.set(org.listingSlots, listingStarts[slot]!));
  const meta: SnapshotMeta = {
    rowsPerSection,
    orgs: orgs.length,
    addresses: addressCount,
    listings: listingCount,
    baseListings: data.baseListings,
    baseOrgs: data.baseOrgs,
  };
  const columns = <T extends Int32Array | Float64Array | Uint8Array>(column: Column<T>, length: number) =>
    column.data.subarray(0, length) as T;
  const fields = (["title", "head", "body", "org"] as const).map((name) => ({ name, ...data[name].snapshotParts() }));
  const termIds = fields[0]!.base.termIds;
  const appendedWords = [...data.appendedWords];
  const postalCodes = data.addressPostalCode.slice(0, addressCount);
  const cities = data.addressCity.slice(0, addressCount);
  const cantons = data.addressCanton.slice(0, addressCount);
  const hits = data.listingHits.slice(0, listingCount);
  const vocabulary = data.vocabulary;
  return [
    { name: "meta", json: () => meta },
    ...chunks(orgs.length, rowsPerSection).map(([from, to], i) => ({
      name: `orgs.${i}`,
      json: () => orgs.slice(from, to).map((o) => [o.id, o.slug, o.name, o.logoUrl, o.sectors, o.keywords]),
    })),
    { name: "orgs.alive", data: Uint8Array.from(orgs, (o) => (o.alive ? 1 : 0)) },
    { name: "orgs.addressStart", data: Int32Array.from(orgs, (o) => o.addressStart) },
    { name: "orgs.addressCount", data: Int32Array.from(orgs, (o) => o.addressCount) },
    { name: "orgs.listingStarts", data: listingStarts },
    { name: "orgs.listingSlots", data: listingSlots },
    { name: "addresses.lat", data: columns(data.addressLat, addressCount) },
    { name: "addresses.lng", data: columns(data.addressLng, addressCount) },
    { name: "addresses.postalCode", json: () => postalCodes },
    { name: "addresses.city", json: () => cities },
    { name: "addresses.canton", json: () => cantons },
    { name: "listings.id", data: columns(data.listingId, listingCount) },
    { name: "listings.org", data: columns(data.listingOrg, listingCount) },
    { name: "listings.lat", data: columns(data.listingLat, listingCount) },
    { name: "listings.lng", data: columns(data.listingLng, listingCount) },
    { name: "listings.hasPlace", data: columns(data.listingHasPlace, listingCount) },
    { name: "listings.address", data: columns(data.listingAddress, listingCount) },
    { name: "listings.day", data: columns(data.listingDay, listingCount) },
    { name: "listings.employment", data: columns(data.listingEmployment, listingCount) },
    { name: "listings.remote", data: columns(data.listingRemote, listingCount) },
    { name: "listings.workloadMax", data: columns(data.listingWorkloadMax, listingCount) },
    { name: "listings.salary", data: columns(data.listingSalary, listingCount) },
    { name: "listings.salaryMin", data: columns(data.listingSalaryMin, listingCount) },
    { name: "listings.salaryMax", data: columns(data.listingSalaryMax, listingCount) },
    { name: "listings.languages", data: columns(data.listingLanguages, listingCount) },
    { name: "listings.alive", data: data.listingAlive.data.slice(0, listingCount) },
    ...chunks(hits.length, rowsPerSection).map(([from, to], i) => ({
      name: `listings.hits.${i}`,
      json: () => hits.slice(from, to),
    })),
    {
      name: "terms",
      json: () => {
        const terms = new Array<string>(termIds.size);
        for (const [term, id] of termIds) terms[id] = term;
        return terms;
      },
    },
    ...fields.flatMap((field): SnapshotSection[] => [
      { name: `${field.name}.offsets`, data: field.base.offsets },
      { name: `${field.name}.bytes`, data: field.base.bytes },
      { name: `${field.name}.counts`, data: field.base.counts },
      { name: `${field.name}.appended`, json: () => field.appended },
    ]),
    { name: "vocabulary", json: () => vocabulary },
    { name: "vocabulary.frequency", data: data.vocabularyFrequency },
    { name: "vocabulary.appended", json: () => appendedWords },
  ];
}

/**
 * The index a snapshot holds, with what is not in it (grid cells, typo vocabulary, title
 * counts) computed again; yields between the large sections. Throws SnapshotFormatError when
 * the parts do not fit together.
 */
export async function restoreIndexData(snapshot: SnapshotReader): Promise<IndexData> {
  const data = new IndexData();
  const meta = snapshot.json<SnapshotMeta>("meta");
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) throw new SnapshotFormatError(`${what}: ${actual} instead of ${wanted}`);
  };
  if (!Number.isInteger(meta.rowsPerSection) || meta.rowsPerSection < 1)
    throw new SnapshotFormatError(`rows per section: ${meta.rowsPerSection}`);
  const alive = snapshot.u8("orgs.alive");
  const addressStart = snapshot.i32("orgs.addressStart");
  const addressCount = snapshot.i32("orgs.addressCount");
  const listingStarts = snapshot.i32("orgs.listingStarts");
  const listingSlots = snapshot.i32("orgs.listingSlots");
  for (const [what, length] of [
    ["organisation flags", alive.length],
    ["organisation addresses", addressStart.length],
    ["organisation address counts", addressCount.length],
    ["organisation listing starts", listingStarts.length - 1],
  ] as const)
    expect(what, length, meta.orgs);
  expect("organisation listings", listingStarts[meta.orgs]!, listingSlots.length);
  for (const [i, [from, to]] of chunks(meta.orgs, meta.rowsPerSection).entries()) {
    const rows = snapshot.json<[number, string, string, string | null, string[], string[]][]>(`orgs.${i}`);
    expect(`organisations ${from}–${to}`, rows.length, to - from);
    for (let slot = from; slot < to; slot++) {
      const [id, slug, name, logoUrl, sectors, keywords] = rows[slot - from]!;
      data.orgs.push({
        id,
        slug,
        name,
        logoUrl,
        sectors: data.sectorList(sectors),
        keywords,
        alive: alive[slot] === 1,
        addressStart: addressStart[slot]!,
        addressCount: addressCount[slot]!,
        listingSlots: Array.from(listingSlots.subarray(listingStarts[slot]!, listingStarts[slot + 1]!)),
      });
      if (alive[slot] === 1) data.orgSlotById.set(id, slot);
    }
    await yieldToRequests();
  }

  const fill = <T extends Int32Array | Float64Array | Uint8Array>(column: Column<T>, values: T, length: number) => {
    expect("column", values.length, length);
    column.data = values;
    column.length = values.length;
  };
  fill(data.addressLat, snapshot.f64("addresses.lat"), meta.addresses);
  fill(data.addressLng, snapshot.f64("addresses.lng"), meta.addresses);
  for (const [name, target] of [
    ["addresses.postalCode", data.addressPostalCode],
    ["addresses.city", data.addressCity],
    ["addresses.canton", data.addressCanton],
  ] as const) {
    const values = snapshot.json<string[]>(name);
    expect(name, values.length, meta.addresses);
    for (let i = 0; i < values.length; i++) {
      if (i > 0 && i % meta.rowsPerSection === 0) await yieldToRequests();
      target.push(data.intern(values[i]!));
    }
  }
  await yieldToRequests();

  fill(data.listingId, snapshot.i32("listings.id"), meta.listings);
  fill(data.listingOrg, snapshot.i32("listings.org"), meta.listings);
  fill(data.listingLat, snapshot.f64("listings.lat"), meta.listings);
  fill(data.listingLng, snapshot.f64("listings.lng"), meta.listings);
  fill(data.listingHasPlace, snapshot.u8("listings.hasPlace"), meta.listings);
  fill(data.listingAddress, snapshot.i32("listings.address"), meta.listings);
  fill(data.listingDay, snapshot.i32("listings.day"), meta.listings);
  fill(data.listingEmployment, snapshot.u8("listings.employment"), meta.listings);
  fill(data.listingRemote, snapshot.u8("listings.remote"), meta.listings);
  fill(data.listingWorkloadMax, snapshot.u8("listings.workloadMax"), meta.listings);
  fill(data.listingSalary, snapshot.i32("listings.salary"), meta.listings);
  fill(data.listingSalaryMin, snapshot.i32("listings.salaryMin"), meta.listings);
  fill(data.listingSalaryMax, snapshot.i32("listings.salaryMax"), meta.listings);
  fill(data.listingLanguages, snapshot.u8("listings.languages"), meta.listings);
  fill(data.listingAlive, snapshot.u8("listings.alive"), meta.listings);
  for (const [i, [from, to]] of chunks(meta.listings, meta.rowsPerSection).entries()) {
    const hits = snapshot.json<TListingHit[]>(`listings.hits.${i}`);
    expect(`listing hits ${from}–${to}`, hits.length, to - from);
    hits.forEach((hit, j) => {
      data.listingHits.push(hit);
      if (data.listingAlive.data[from + j] === 1)
        data.titleCounts.set(hit.title, (data.titleCounts.get(hit.title) ?? 0) + 1);
    });
    await yieldToRequests();
  }

  const terms = snapshot.json<string[]>("terms");
  const termIds = new Map<string, number>();
  for (let id = 0; id < terms.length; id++) termIds.set(terms[id]!, id);
  expect("distinct terms", termIds.size, terms.length);
  await yieldToRequests();
  data.baseListings = meta.baseListings;
  data.baseOrgs = meta.baseOrgs;
  for (const name of ["title", "head", "body", "org"] as const) {
    const offsets = snapshot.i32(`${name}.offsets`);
    const bytes = snapshot.u8(`${name}.bytes`);
    const counts = snapshot.i32(`${name}.counts`);
    expect(`${name} offsets`, offsets.length, terms.length + 1);
    expect(`${name} counts`, counts.length, terms.length);
    expect(`${name} postings`, offsets[terms.length]!, bytes.length);
    const baseSize = name === "org" ? meta.baseOrgs : meta.baseListings;
    data[name] = Field.restore(
      { termIds, offsets, bytes, counts },
      baseSize,
      snapshot.json<[string, number[]][]>(`${name}.appended`),
    );
    await yieldToRequests();
  }
  data.vocabulary = snapshot.json<string[]>("vocabulary");
  data.vocabularyFrequency = snapshot.i32("vocabulary.frequency");
  expect("vocabulary frequencies", data.vocabularyFrequency.length, data.vocabulary.length);
  for (const word of snapshot.json<string[]>("vocabulary.appended")) data.appendedWords.add(word);
  const typoFrom = typoVocabularyFrom(data.baseListings);
  data.typoVocabulary = createTypoVocabulary(
    data.vocabulary.filter((_, i) => data.vocabularyFrequency[i]! >= typoFrom),
  );
  await yieldToRequests();
  data.buildCells();
  return data;
}

/**
 * Bump when what the index stores changes (its sections or their meaning): snapshots of another
 * version are not loaded (ADR 040).
 */
const SNAPSHOT_FORMAT = 4;
/** A probe of the text analysis: other words, stems or place and sector names make snapshots of another version. */
const ANALYSIS_PROBE =
  "Informatiker/in Software-Entwickler C++ .NET Bäckerei Straße Zürich Genève Ingénieure développeurs " +
  "infermiera cuochi engineers managing Pflegefachfrau HF 80-100% Biel/Bienne";

let snapshotVersionMemo: string | undefined;
export function snapshotVersion(): string {
  if (!snapshotVersionMemo) {
    const termizer = new IndexTermizer();
    const analysed: string[][] = [];
    for (const language of [undefined, ...CONTENT_LANGUAGES]) {
      const ids: number[] = [];
      termizer.forEachTermId(ANALYSIS_PROBE, language, (id) => ids.push(id));
      analysed.push(ids.map((id) => termizer.terms[id]!));
    }
    const hash = createHash("sha256")
      .update(
        JSON.stringify([
          analysed,
          [...SECTOR_LABELS],
          CANTON_NAMES,
          placeNames("Genève"),
          placeNames("Biel/Bienne"),
          // The occupation vocabulary (ADR 070): another table reads titles otherwise.
          OCCUPATIONS,
        ]),
      )
      .digest("hex");
    snapshotVersionMemo = `${SNAPSHOT_FORMAT}-${hash.slice(0, 16)}`;
  }
  return snapshotVersionMemo;
}

/** [from, to) ranges of `size` rows covering `count` rows. */
function chunks(count: number, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let from = 0; from < count; from += size) ranges.push([from, Math.min(count, from + size)]);
  return ranges;
}

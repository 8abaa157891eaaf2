/**
 * The byte layout of a search index snapshot (ADR 040): named sections, typed arrays as their raw
 * bytes (little-endian, as every machine we run on) and the rest as JSON, each section starting on
 * an 8-byte boundary; a trailer lists them with the version that wrote them. Engine-neutral: the
 * in-process index says what its sections are (index-snapshot.ts); the store (search.snapshot.ts)
 * keeps the bytes with their length and SHA-256.
 *
 *   "JASNAP01" | section | pad | section | pad | ... | trailer JSON | trailer length (u32) | "JAS1"
 */

const MAGIC = "JASNAP01";
const END = "JAS1";
const ALIGN = 8;

export type SnapshotSection =
  | { name: string; data: Uint8Array | Int32Array | Float64Array }
  /** Encoded when the writer reaches it (large JSON is built one section at a time). */
  | { name: string; json: () => unknown };

type SectionType = "u8" | "i32" | "f64" | "json";
interface SectionEntry {
  name: string;
  type: SectionType;
  offset: number;
  length: number;
}
interface Trailer {
  version: string;
  sections: SectionEntry[];
}

/** A snapshot that cannot be read: another version, truncated, or not a snapshot at all. */
export class SnapshotFormatError extends Error {}

function typeOf(data: Uint8Array | Int32Array | Float64Array): SectionType {
  return data instanceof Int32Array ? "i32" : data instanceof Float64Array ? "f64" : "u8";
}

function bytesOf(data: Uint8Array | Int32Array | Float64Array): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * The snapshot's bytes as a stream of pieces, yielding to other work between sections (a JSON
 * section is stringified only when reached).
 */
export async function* encodeSnapshot(
  version: string,
  sections: readonly SnapshotSection[],
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const entries: SectionEntry[] = [];
  let offset = 0;
  const padding = (length: number) => new Uint8Array((ALIGN - (length % ALIGN)) % ALIGN);
  yield encoder.encode(MAGIC);
  offset += MAGIC.length;
  for (const section of sections) {
    await new Promise((resolve) => setImmediate(resolve));
    const bytes = "data" in section ? bytesOf(section.data) : encoder.encode(JSON.stringify(section.json()));
    entries.push({
      name: section.name,
      type: "data" in section ? typeOf(section.data) : "json",
      offset,
      length: bytes.byteLength,
    });
    yield bytes;
    const pad = padding(bytes.byteLength);
    if (pad.byteLength > 0) yield pad;
    offset += bytes.byteLength + pad.byteLength;
  }
  const trailer = encoder.encode(JSON.stringify({ version, sections: entries } satisfies Trailer));
  const end = new Uint8Array(8);
  new DataView(end.buffer).setUint32(0, trailer.byteLength, true);
  end.set(encoder.encode(END), 4);
  yield trailer;
  yield end;
}

/** Reads the sections of a snapshot; every accessor copies, so the snapshot's bytes can be let go. */
export class SnapshotReader {
  private readonly sections = new Map<string, SectionEntry>();

  constructor(
    private readonly bytes: Uint8Array,
    version: string,
  ) {
    const decoder = new TextDecoder();
    if (bytes.byteLength < MAGIC.length + 8 || decoder.decode(bytes.subarray(0, MAGIC.length)) !== MAGIC)
      throw new SnapshotFormatError("not a search index snapshot");
    if (decoder.decode(bytes.subarray(bytes.byteLength - 4)) !== END) throw new SnapshotFormatError("truncated");
    const trailerLength = new DataView(bytes.buffer, bytes.byteOffset + bytes.byteLength - 8, 4).getUint32(0, true);
    const trailerStart = bytes.byteLength - 8 - trailerLength;
    if (trailerStart < MAGIC.length) throw new SnapshotFormatError("truncated");
    let trailer: Trailer;
    try {
      trailer = JSON.parse(decoder.decode(bytes.subarray(trailerStart, bytes.byteLength - 8))) as Trailer;
    } catch {
      throw new SnapshotFormatError("unreadable trailer");
    }
    if (trailer.version !== version) throw new SnapshotFormatError(`version ${trailer.version}, not ${version}`);
    for (const entry of trailer.sections) {
      if (entry.offset % ALIGN !== 0 || entry.offset < MAGIC.length || entry.offset + entry.length > trailerStart)
        throw new SnapshotFormatError(`section ${entry.name} out of bounds`);
      this.sections.set(entry.name, entry);
    }
  }

  private entry(name: string, type: SectionType): SectionEntry {
    const entry = this.sections.get(name);
    if (!entry || entry.type !== type) throw new SnapshotFormatError(`no ${type} section ${name}`);
    return entry;
  }

  private slice(entry: SectionEntry): ArrayBuffer {
    const start = this.bytes.byteOffset + entry.offset;
    return this.bytes.buffer.slice(start, start + entry.length) as ArrayBuffer;
  }

  u8(name: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.slice(this.entry(name, "u8")));
  }

  i32(name: string): Int32Array<ArrayBuffer> {
    const entry = this.entry(name, "i32");
    if (entry.length % 4 !== 0) throw new SnapshotFormatError(`section ${name} is not of int32`);
    return new Int32Array(this.slice(entry));
  }

  f64(name: string): Float64Array<ArrayBuffer> {
    const entry = this.entry(name, "f64");
    if (entry.length % 8 !== 0) throw new SnapshotFormatError(`section ${name} is not of float64`);
    return new Float64Array(this.slice(entry));
  }

  json<T>(name: string): T {
    const entry = this.entry(name, "json");
    const start = this.bytes.byteOffset + entry.offset;
    try {
      return JSON.parse(new TextDecoder().decode(new Uint8Array(this.bytes.buffer, start, entry.length))) as T;
    } catch {
      throw new SnapshotFormatError(`section ${name} is not JSON`);
    }
  }
}

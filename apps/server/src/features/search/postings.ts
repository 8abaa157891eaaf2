/**
 * Postings and bitsets of the in-process index. A field maps each term to the sorted slots that
 * hold it: an Int32Array per term from the build, plus a small array per term for slots appended
 * by changes since. Queries combine them in bitsets (one bit per slot).
 */

/** Terms in at least this many slots keep a ready bitset: OR-ing 31 KB beats walking 100k postings. */
const CACHED_BITSET_FROM = 2048;
/**
 * Ready bitsets kept per field, least recently used out: without a bound, every frequent term
 * ever asked for stays (thousands of 31-75 KB sets at national scale).
 */
const CACHED_BITSETS = 384;

export type Bitset = Uint32Array;

export function newBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function hasBit(bits: Bitset, slot: number): boolean {
  return ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i] ?? 0;
}

export function orInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! |= other[i]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! &= ~other[i]!;
}

/** Calls visit for each set bit from `from` upwards, in order; stops when visit returns false. */
export function forEachBit(bits: Bitset, from: number, to: number, visit: (slot: number) => boolean | void): boolean {
  const firstWord = from >>> 5;
  const lastWord = Math.min(bits.length - 1, (to - 1) >>> 5);
  for (let w = firstWord; w <= lastWord; w++) {
    let word = bits[w]!;
    if (w === firstWord) word &= ~0 << (from & 31);
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      const slot = (w << 5) + bit;
      if (slot >= to) return true;
      if (visit(slot) === false) return false;
      word &= word - 1;
    }
  }
  return true;
}

/**
 * The postings of a build: term ids to a slice of one byte array. A term's slots ascend and are
 * stored as the gaps between them in variable-length bytes (7 bits a byte, the high bit says
 * "more"): the gaps of frequent terms take one byte instead of four, which at national scale
 * (~240 million postings) is most of the index's memory.
 */
export interface BasePostings {
  /** Term → id; shared by the fields of one build. */
  termIds: ReadonlyMap<string, number>;
  /** Bytes of term id i: bytes[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  bytes: Uint8Array;
  /** Slots per term id. */
  counts: Int32Array;
}

function gapLength(gap: number): number {
  return gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
}

function setPostingBits(bits: Bitset, bytes: Uint8Array, start: number, end: number): void {
  let slot = 0;
  let i = start;
  while (i < end) {
    let b = bytes[i++]!;
    let gap = b & 0x7f;
    for (let shift = 7; b & 0x80; shift += 7) {
      b = bytes[i++]!;
      gap += (b & 0x7f) * 2 ** shift;
    }
    slot += gap;
    bits[slot >>> 5]! |= 1 << (slot & 31);
  }
}

/** Bytes per chunk of a build's stream. */
const CHUNK = 1 << 24;

/**
 * Collects postings during a build as one stream of term ids per slot (slots ascending), then lays
 * them out by term. Writing a stream and counting in dense arrays keeps the hot loop in cache;
 * appending to a small array per term missed the cache on every word.
 */
export class PostingsBuilder {
  private lastSlot = new Int32Array(1 << 16).fill(-1);
  private counts = new Int32Array(1 << 16);
  /**
   * The stream: term ids in variable-length bytes (ids are numbered as words first appear, so
   * common words have small ids and take 1-2 bytes): at national scale the four fields' streams
   * are held at once at the end of reading, the build's peak of memory.
   */
  private readonly chunks: Uint8Array[];
  /** Bytes used in each chunk but the last. */
  private readonly chunkLengths: number[] = [];
  private used = 0;
  /** Ids in the stream before each slot's (slots without terms repeat the position). */
  private readonly slotStarts = Column.int32();
  private total = 0;

  /** `chunkBytes`: tests take small chunks to cross their ends. */
  constructor(private readonly chunkBytes = CHUNK) {
    this.chunks = [new Uint8Array(chunkBytes)];
  }

  add(id: number, slot: number): void {
    if (id >= this.counts.length) this.grow(id);
    if (this.lastSlot[id] === slot) return; // the word repeats in the same text
    this.lastSlot[id] = slot;
    this.counts[id]!++;
    while (this.slotStarts.length <= slot) this.slotStarts.push(this.total);
    if (this.used > this.chunkBytes - 5) {
      this.chunkLengths.push(this.used);
      this.chunks.push(new Uint8Array(this.chunkBytes));
      this.used = 0;
    }
    const chunk = this.chunks[this.chunks.length - 1]!;
    let rest = id;
    while (rest >= 0x80) {
      chunk[this.used++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    chunk[this.used++] = rest;
    this.total++;
  }

  private grow(id: number) {
    let capacity = this.counts.length;
    while (capacity <= id) capacity *= 2;
    const counts = new Int32Array(capacity);
    counts.set(this.counts);
    this.counts = counts;
    const lastSlot = new Int32Array(capacity).fill(-1);
    lastSlot.set(this.lastSlot);
    this.lastSlot = lastSlot;
  }

  /**
   * Lays the stream out by term in two passes over it: the bytes each term's gaps take, then the
   * gaps themselves. `termCount` is the number of ids handed out.
   */
  async finish(termIds: ReadonlyMap<string, number>, termCount: number): Promise<BasePostings> {
    const counts = new Int32Array(termCount);
    counts.set(this.counts.subarray(0, Math.min(termCount, this.counts.length)));
    const last = new Int32Array(termCount);
    const sizes = new Int32Array(termCount);
    await this.forEachPair((id, slot) => {
      sizes[id]! += gapLength(slot - last[id]!);
      last[id] = slot;
    }, false);
    const offsets = new Int32Array(termCount + 1);
    for (let id = 0; id < termCount; id++) offsets[id + 1] = offsets[id]! + sizes[id]!;
    const bytes = new Uint8Array(offsets[termCount]!);
    const cursor = offsets.slice(0, termCount);
    last.fill(0);
    await this.forEachPair((id, slot) => {
      let gap = slot - last[id]!;
      last[id] = slot;
      let at = cursor[id]!;
      while (gap >= 0x80) {
        bytes[at++] = (gap & 0x7f) | 0x80;
        gap = Math.floor(gap / 0x80);
      }
      bytes[at++] = gap;
      cursor[id] = at;
    }, true);
    return { termIds, offsets, bytes, counts };
  }

  /** Each (term id, slot) of the stream in order, yielding between chunks; `release` lets each chunk go after it. */
  private async forEachPair(visit: (id: number, slot: number) => void, release: boolean): Promise<void> {
    const slotStarts = this.slotStarts.data;
    const slots = this.slotStarts.length;
    let slot = 0;
    let position = 0;
    for (const [c, chunk] of this.chunks.entries()) {
      const length = c === this.chunks.length - 1 ? this.used : this.chunkLengths[c]!;
      for (let i = 0; i < length; position++) {
        let b = chunk[i++]!;
        let id = b & 0x7f;
        for (let shift = 7; b & 0x80; shift += 7) {
          b = chunk[i++]!;
          id |= (b & 0x7f) << shift;
        }
        while (slot + 1 < slots && slotStarts[slot + 1]! <= position) slot++;
        visit(id, slot);
      }
      if (release) this.chunks[c] = new Uint8Array(0); // let the chunk go while the rest is laid out
      await new Promise((resolve) => setImmediate(resolve)); // other requests between chunks
    }
  }
}

export class Field {
  /** Slots appended after the build, per term, ascending. */
  private readonly appended = new Map<string, number[]>();
  private readonly bitsetCache = new Map<number, Bitset>();

  constructor(
    private readonly base: BasePostings,
    /** Slots the build covered: the size of cached bitsets. */
    private readonly baseSize: number,
  ) {}

  /**
   * What a snapshot holds of the field (ADR 040): the build's postings, which never change, and a
   * copy of the slots appended since.
   */
  snapshotParts(): { base: BasePostings; baseSize: number; appended: [string, number[]][] } {
    return {
      base: this.base,
      baseSize: this.baseSize,
      appended: [...this.appended].map(([term, slots]) => [term, slots.slice()]),
    };
  }

  /** The field a snapshot held. */
  static restore(base: BasePostings, baseSize: number, appended: [string, number[]][]): Field {
    const field = new Field(base, baseSize);
    for (const [term, slots] of appended) field.appended.set(term, slots);
    return field;
  }

  /** The term's id in the build, when it has postings there. */
  private baseId(term: string): number | undefined {
    const id = this.base.termIds.get(term);
    if (id === undefined || id >= this.base.counts.length || this.base.counts[id] === 0) return undefined;
    return id;
  }

  /** How many slots of the build hold the term. */
  baseFrequency(term: string): number {
    const id = this.baseId(term);
    return id === undefined ? 0 : this.base.counts[id]!;
  }

  /** How many slots hold the term (dead slots included). */
  frequency(term: string): number {
    return this.baseFrequency(term) + (this.appended.get(term)?.length ?? 0);
  }

  /** Whether the build saw the term. */
  inBase(term: string): boolean {
    return this.baseId(term) !== undefined;
  }

  has(term: string): boolean {
    return this.inBase(term) || this.appended.has(term);
  }

  append(term: string, slot: number): void {
    const slots = this.appended.get(term);
    if (!slots) this.appended.set(term, [slot]);
    else if (slots[slots.length - 1] !== slot) slots.push(slot);
  }

  /** Sets the bits of every slot holding the term. */
  orTermInto(bits: Bitset, term: string): void {
    const id = this.baseId(term);
    if (id !== undefined) {
      const { offsets, bytes, counts } = this.base;
      if (counts[id]! >= CACHED_BITSET_FROM) orInto(bits, this.cachedBitset(id));
      else setPostingBits(bits, bytes, offsets[id]!, offsets[id + 1]!);
    }
    const appended = this.appended.get(term);
    if (appended) for (const slot of appended) setBit(bits, slot);
  }

  private cachedBitset(id: number): Bitset {
    let bits = this.bitsetCache.get(id);
    if (!bits) {
      bits = newBitset(this.baseSize);
      setPostingBits(bits, this.base.bytes, this.base.offsets[id]!, this.base.offsets[id + 1]!);
      if (this.bitsetCache.size >= CACHED_BITSETS) this.bitsetCache.delete(this.bitsetCache.keys().next().value!);
    } else this.bitsetCache.delete(id);
    this.bitsetCache.set(id, bits); // most recently used last
    return bits;
  }
}

/** A typed array that grows as values are pushed (the index's columns). */
export class Column<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}

  static int32(capacity = 1024) {
    return new Column(new Int32Array(capacity), (n) => new Int32Array(n));
  }
  static float64(capacity = 1024) {
    return new Column(new Float64Array(capacity), (n) => new Float64Array(n));
  }
  static uint8(capacity = 1024) {
    return new Column(new Uint8Array(capacity), (n) => new Uint8Array(n));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(Math.max(16, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

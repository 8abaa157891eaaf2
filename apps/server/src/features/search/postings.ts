/**
 * Postings and bitsets of the in-process index. A field maps each term to the sorted slots that
 * hold it: an Int32Array per term from the build, plus a small array per term for slots appended
 * by changes since. Queries combine them in bitsets (one bit per slot).
 */

/** Terms in at least this many slots keep a ready bitset: OR-ing 31 KB beats walking 100k postings. */
const CACHED_BITSET_FROM = 2048;

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

interface GrowingPostings {
  slots: Int32Array;
  length: number;
}

/** Collects postings during a build; slots must arrive in ascending order per term. */
export class PostingsBuilder {
  private readonly terms = new Map<string, GrowingPostings>();

  add(term: string, slot: number): void {
    let postings = this.terms.get(term);
    if (!postings) {
      postings = { slots: new Int32Array(2), length: 0 };
      this.terms.set(term, postings);
    } else if (postings.slots[postings.length - 1] === slot) {
      return; // the word repeats in the same text
    }
    if (postings.length === postings.slots.length) {
      const grown = new Int32Array(postings.slots.length * 2);
      grown.set(postings.slots);
      postings.slots = grown;
    }
    postings.slots[postings.length++] = slot;
  }

  finish(): Map<string, Int32Array> {
    const done = new Map<string, Int32Array>();
    for (const [term, postings] of this.terms) {
      done.set(
        term,
        postings.length === postings.slots.length ? postings.slots : postings.slots.slice(0, postings.length),
      );
    }
    this.terms.clear();
    return done;
  }
}

export class Field {
  /** Slots appended after the build, per term, ascending. */
  private readonly appended = new Map<string, number[]>();
  private readonly bitsetCache = new Map<string, Bitset>();

  constructor(
    private readonly base: Map<string, Int32Array>,
    /** Slots the build covered: the size of cached bitsets. */
    private readonly baseSize: number,
  ) {}

  /** How many slots hold the term (dead slots included). */
  frequency(term: string): number {
    return (this.base.get(term)?.length ?? 0) + (this.appended.get(term)?.length ?? 0);
  }

  /** Whether the build saw the term. */
  inBase(term: string): boolean {
    return this.base.has(term);
  }

  has(term: string): boolean {
    return this.base.has(term) || this.appended.has(term);
  }

  baseTerms(): IterableIterator<[string, Int32Array]> {
    return this.base.entries();
  }

  append(term: string, slot: number): void {
    const slots = this.appended.get(term);
    if (!slots) this.appended.set(term, [slot]);
    else if (slots[slots.length - 1] !== slot) slots.push(slot);
  }

  /** Sets the bits of every slot holding the term. */
  orTermInto(bits: Bitset, term: string): void {
    const postings = this.base.get(term);
    if (postings) {
      if (postings.length >= CACHED_BITSET_FROM) orInto(bits, this.cachedBitset(term, postings));
      else for (let i = 0; i < postings.length; i++) setBit(bits, postings[i]!);
    }
    const appended = this.appended.get(term);
    if (appended) for (const slot of appended) setBit(bits, slot);
  }

  private cachedBitset(term: string, postings: Int32Array): Bitset {
    let bits = this.bitsetCache.get(term);
    if (!bits) {
      bits = newBitset(this.baseSize);
      for (let i = 0; i < postings.length; i++) setBit(bits, postings[i]!);
      this.bitsetCache.set(term, bits);
    }
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

// The postings of a build are stored as variable-length gaps (postings.ts): every term must give
// back exactly the slots added for it, rare ones decoded on each lookup and frequent ones through
// their cached bitset, for gaps of one to four bytes.
import { describe, expect, it } from "vitest";
import { Field, hasBit, newBitset, PostingsBuilder } from "./postings";

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("postings of a build", () => {
  it("give back each term's slots, for rare and frequent terms, ids and gaps of every length", async () => {
    const r = seeded(8);
    // Chunks of 4,099 bytes: a stream of ids of one to three bytes over thousands of chunks.
    const builder = new PostingsBuilder(4099);
    const expected = new Map<number, number[]>();
    const add = (id: number, slot: number) => {
      builder.add(id, slot);
      const slots = expected.get(id) ?? [];
      if (slots.at(-1) !== slot) slots.push(slot);
      expected.set(id, slots);
    };
    // Slots 0 .. ~3.5 million with jumps, so gaps need 1 to 4 bytes; term 0 in every slot
    // visited (frequent: a cached bitset), term 1 every 1,000th, others random.
    let slot = 0;
    const terms = 20_000;
    while (slot < 3_500_000) {
      add(0, slot);
      if (slot % 1000 === 0) add(1, slot);
      for (let k = 0; k < 3; k++) add(2 + Math.floor(r() * (terms - 2)), slot);
      add(0, slot); // a word repeated in the same text counts once
      slot += r() < 0.995 ? 1 + Math.floor(r() * 3) : 1 + Math.floor(r() * 300_000);
    }
    const termIds = new Map(Array.from({ length: terms + 1 }, (_, id) => [`t${id}`, id]));
    const field = new Field(await builder.finish(termIds, terms + 1), slot);
    // Every 97th term (ids of 1, 2 and 3 bytes), the frequent ones and one without postings.
    const checked = [0, 1, terms, ...Array.from({ length: 206 }, (_, i) => 2 + i * 97)];
    for (const id of checked) {
      const slots = expected.get(id) ?? [];
      expect(field.baseFrequency(`t${id}`)).toBe(slots.length);
      expect(field.inBase(`t${id}`)).toBe(slots.length > 0);
      const bits = newBitset(slot);
      field.orTermInto(bits, `t${id}`);
      let set = 0;
      for (const word of bits) for (let w = word; w !== 0; w &= w - 1) set++;
      expect(set, `t${id}`).toBe(slots.length);
      expect(
        slots.filter((s) => !hasBit(bits, s)),
        `t${id}`,
      ).toEqual([]);
    }
    expect(field.baseFrequency("t0")).toBeGreaterThan(2048);
    expect(field.inBase("unknown")).toBe(false);
  });
});

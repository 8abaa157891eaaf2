// Measures one typo lookup against 500,000 generated terms, to re-check after changing typos.ts:
//   node --import tsx bench/search/typos-measure.ts
// Not a test: timings on a shared CI machine are too noisy to assert. Two vocabularies: word-like
// terms built from syllables (closer to real job texts), and random letters with German letter
// frequencies, which fill every short prefix and are the harder case for the prefix walk.
import { seededRandom } from "../../apps/server/src/test/seeded-random";
import { createTypoVocabulary, typoCandidates } from "../../apps/server/src/features/search/typos";

const VOCABULARY_SIZE = 500_000;
const LOOKUPS = 2_000;

const random = seededRandom(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SYLLABLES =
  "ba ke ri ster in gen eur ma ti ker ent wick ler pfle ge fach frau zu rich sch on al ter mann ung heit lo ra ne ur".split(
    " ",
  );
const LETTERS = [
  ..."eeeeeeeeeeeeeeeennnnnnnnniiiiiiiisssssssrrrrrrraaaaaatttttttddddhhhhuuuulllcccggmmoobbwffkzpvjyxq",
];

function wordLike(): string {
  let word = "";
  for (let i = 1 + Math.floor(random() * 5); i > 0; i--) word += pick(SYLLABLES);
  return random() < 0.5 ? word + pick(LETTERS) : word;
}

function randomLetters(): string {
  let word = "";
  for (let i = 4 + Math.floor(random() * 11); i > 0; i--) word += pick(LETTERS);
  return word;
}

// A typed word: a vocabulary term with one letter dropped, wrong or two neighbours swapped.
function misspell(term: string): string {
  const at = Math.floor(random() * (term.length - 1));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return term.slice(0, at) + term.slice(at + 1);
  if (kind === 1) return term.slice(0, at) + "x" + term.slice(at + 1);
  return term.slice(0, at) + term.charAt(at + 1) + term.charAt(at) + term.slice(at + 2);
}

for (const [name, generate] of [
  ["word-like", wordLike],
  ["random letters", randomLetters],
] as const) {
  const terms = new Set<string>();
  while (terms.size < VOCABULARY_SIZE) terms.add(generate());
  const buildStart = performance.now();
  const vocabulary = createTypoVocabulary(terms);
  const buildMs = performance.now() - buildStart;
  const typed = Array.from({ length: LOOKUPS }, () => misspell(pick(vocabulary.sortedTerms)));
  for (const word of typed.slice(0, 200)) typoCandidates(word, vocabulary); // warm up the JIT
  const times = typed.map((word) => {
    const start = performance.now();
    typoCandidates(word, vocabulary);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const at = (fraction: number) => (times[Math.floor(times.length * fraction)] ?? 0).toFixed(2);
  console.log(
    `${name}: build ${buildMs.toFixed(0)} ms; lookup mean ${mean.toFixed(2)} ms, p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(0.9999)}`,
  );
}

// Regenerates packages/contract/src/industries.data.ts from resources/isic-rev4-divisions.csv.
import { readFileSync, writeFileSync } from "node:fs";

function parseCsvLine(line) {
  const cells = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

const rows = readFileSync("resources/isic-rev4-divisions.csv", "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map(parseCsvLine)
  .map(([code, section, division, en, de, fr, it]) => ({ code, section, division, labels: { de, en, fr, it } }));

const header =
  "// Generated from resources/isic-rev4-divisions.csv (ISIC Rev.4 divisions; UNSD English, FSO NOGA 2008 de/fr/it).\n" +
  "// Regenerate with `node scripts/generate-industries.mjs` if the source changes.\n\n";
writeFileSync(
  "packages/contract/src/industries.data.ts",
  header + "export const INDUSTRIES = " + JSON.stringify(rows, null, 2) + " as const;\n",
);
console.log(`${rows.length} industries written`);

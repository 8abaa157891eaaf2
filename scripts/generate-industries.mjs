// Regenerates packages/contract/src/industries.data.ts (codes) and industries.{de,en,fr,it}.ts (labels)
// from resources/isic-rev4-divisions.csv.
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
// The divisions without their labels, and the labels one module per language: the web app loads
// only its page's language (with its texts), the server all four (industries.ts; ADR 045).
const divisions = rows.map(({ code, section, division }) => ({ code, section, division }));
writeFileSync(
  "packages/contract/src/industries.data.ts",
  header + "export const INDUSTRY_DIVISIONS = " + JSON.stringify(divisions, null, 2) + " as const;\n",
);
for (const language of ["de", "en", "fr", "it"]) {
  const labels = Object.fromEntries(rows.map((row) => [row.code, row.labels[language]]));
  writeFileSync(
    `packages/contract/src/industries.${language}.ts`,
    header +
      `/** The industries' labels in ${{ de: "German", en: "English", fr: "French", it: "Italian" }[language]}, by code. */\n` +
      `export const INDUSTRY_LABELS_${language.toUpperCase()} = ` +
      JSON.stringify(labels, null, 2) +
      " as const;\n",
  );
}
console.log(`${rows.length} industries written`);

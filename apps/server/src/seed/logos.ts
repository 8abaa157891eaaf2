import type { Random } from "./random";

/** Background colours with enough contrast for white initials. */
const COLOURS = [
  "#b91c1c",
  "#c2410c",
  "#a16207",
  "#4d7c0f",
  "#15803d",
  "#047857",
  "#0f766e",
  "#0e7490",
  "#0369a1",
  "#1d4ed8",
  "#4338ca",
  "#6d28d9",
  "#7e22ce",
  "#a21caf",
  "#be185d",
  "#334155",
];

/** Words that make poor initials: legal forms and generic connectors. */
const SKIP = new Set([
  "ag",
  "sa",
  "gmbh",
  "sàrl",
  "sagl",
  "anstalt",
  "genossenschaft",
  "société",
  "coopérative",
  "società",
  "cooperativa",
  "&",
  "+",
  "und",
  "et",
  "e",
  "and",
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "di",
  "del",
  "della",
  "dr.",
  "med.",
]);

/** Up to two initials from the significant words of a company name. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s/-]+/)
    .filter((w) => w.length > 0 && !SKIP.has(w.toLowerCase()))
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((w) => w.length > 0);
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join("") || "?";
}

/** A square SVG logo with the initials on a colour, as a data: URI (the CSP allows data: images). */
export function logoDataUri(name: string, random: Random): string {
  const colour = random.pick(COLOURS);
  const initials = initialsOf(name);
  const rounded = random.chance(0.5) ? 48 : 16;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="${rounded}" fill="${colour}"/>` +
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" fill="#fff" ` +
    `font-family="Helvetica, Arial, sans-serif" font-size="${initials.length > 1 ? 38 : 46}" font-weight="700">` +
    `${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

import { twMerge } from "tailwind-merge";

export type ClassValue = string | null | undefined | false | 0 | readonly ClassValue[];

function join(classes: readonly ClassValue[], out: string[]): string[] {
  for (const value of classes) {
    if (!value) continue;
    if (typeof value === "string") {
      for (const name of value.split(/\s+/)) if (name) out.push(name);
    } else join(value, out);
  }
  return out;
}

/**
 * Joins class names, skipping falsy ones: `cn("h-11 px-4", active && "bg-surface")`.
 *
 * It does not resolve conflicts. Of two Tailwind classes that set the same thing both stay, and
 * the stylesheet's order decides, not their order here. So a condition picks one of two classes
 * (`pressed ? "border-brand" : "border-input"`) rather than adding the second; a caller's
 * `className` adds to a component's classes, and where it must change one the component sets, it
 * is marked important (`<Select className="w-auto!">`) or the component offers a variant.
 * tailwind-merge resolved conflicts at run time for 8.6 kB gzip on every page (ADR 045); in
 * development and the unit tests cn still asks it and reports a conflict as a console error.
 * Production builds leave it out.
 */
export function cn(...classes: ClassValue[]): string {
  const names = join(classes, []);
  const joined = names.join(" ");
  if (import.meta.env.DEV && joined) {
    const merged = twMerge(joined);
    if (merged.split(" ").length !== new Set(names).size)
      console.error(`cn: conflicting classes in "${joined}" (tailwind-merge would keep "${merged}"); see cn.ts`);
  }
  return joined;
}

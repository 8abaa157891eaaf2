import { twMerge, type ClassNameValue } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones; of two Tailwind classes that set the same thing the
 * later wins (`cn("h-11 px-4", "px-2")` → `"h-11 px-2"`), so callers can override a component's.
 */
export function cn(...classes: ClassNameValue[]): string {
  return twMerge(classes);
}

import { z } from "zod";

/** An email as people type it: trimmed and lower-cased; spaces inside are an error. */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

/** A first or last name. */
export const ZPersonName = z.string().trim().min(1).max(100);

/** The longest phone number as people write it (with spaces, brackets, dashes). */
export const PHONE_MAX = 30;

/**
 * A phone number as people write it in Switzerland and abroad: an optional leading `+` (or `00`),
 * then digits with spaces, `(`, `)`, `/`, `.` or `-` between them — `+41 79 123 45 67`,
 * `079 123 45 67`, `+41 (0)44 123 45 67`, `044/123.45.67` — and 7 to 15 digits in all (E.164 allows 15).
 */
export const PHONE_PATTERN = /^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\+?\(?[0-9][0-9 ()/.-]*[0-9]$/;

/** Whether a (trimmed) text is a phone number by PHONE_PATTERN, for forms that check before sending. */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= PHONE_MAX && PHONE_PATTERN.test(trimmed);
}

/** A phone number (PHONE_PATTERN), trimmed; every field that takes a phone number uses it. */
export const ZPhone = z.string().trim().max(PHONE_MAX).regex(PHONE_PATTERN);

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

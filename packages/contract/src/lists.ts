import { z } from "zod";
import { PAGE_SIZE } from "./enums";

/** Every list answer: `{items, count}` where count is the total over all pages. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int().nonnegative() });
}
export type TListResponse<T> = { items: T[]; count: number };

/** Spec §9: a next page exists while count exceeds offset plus the page size. */
export function hasNextPage(count: number, offset: number, pageSize = PAGE_SIZE): boolean {
  return count > offset + pageSize;
}

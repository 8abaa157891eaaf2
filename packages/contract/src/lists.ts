import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "./enums";

/** Every list answer: `{items, count}` where count is the total over all pages. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int().nonnegative() });
}
export type TListResponse<T> = { items: T[]; count: number };

/** Paging and ordering shared by list endpoints; `order_by=-updated_at` sorts descending. */
export const ZListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  order_by: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** Spec §9: a next page exists while count exceeds offset plus the page size. */
export function hasNextPage(count: number, offset: number, pageSize = PAGE_SIZE): boolean {
  return count > offset + pageSize;
}

import type { TContactResponse } from "@jobatlas/contract";

export function presentContactRequest(filed: { id: number }): TContactResponse {
  return { id: filed.id };
}

/** Query keys of the career experiments (ADR 079): every query sits under `experimentKeys.all`. */
export const experimentKeys = {
  all: ["experiments"] as const,
  lists: () => [...experimentKeys.all, "list"] as const,
  list: (filter: string) => [...experimentKeys.lists(), filter] as const,
  one: (uid: string) => [...experimentKeys.all, "one", uid] as const,
  hits: (uid: string) => [...experimentKeys.all, "hits", uid] as const,
  hitsPage: (uid: string, offset: number) => [...experimentKeys.hits(uid), "list", offset] as const,
  hit: (uid: string, listingId: number) => [...experimentKeys.hits(uid), "one", listingId] as const,
};

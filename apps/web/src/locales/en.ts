/**
 * English UI texts, the whole catalogue: it defines the keys (lib/translate.ts's `TKey` makes
 * every `t("…")` key checked) and `de.ts` must have exactly the same shape. The app loads it in two
 * chunks, en-public.ts (the frame and the public pages) and en-rest.ts (ADR 042).
 */
import { enPublic } from "./en-public";
import { enRest } from "./en-rest";

export const en = { ...enPublic, ...enRest };

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalogue has. */
export type Catalogue = Widen<typeof en>;

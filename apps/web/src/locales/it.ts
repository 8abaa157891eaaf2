import { itPublic } from "./it-public";
import { itRest } from "./it-rest";
import type { Catalogue } from "./en";

/** Italian UI texts, the whole catalogue: same keys as `en.ts`. */
export const it: Catalogue = { ...itPublic, ...itRest };

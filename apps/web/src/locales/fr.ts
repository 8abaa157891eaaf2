import { frPublic } from "./fr-public";
import { frRest } from "./fr-rest";
import type { Catalogue } from "./en";

/** French UI texts, the whole catalogue: same keys as `en.ts`. */
export const fr: Catalogue = { ...frPublic, ...frRest };

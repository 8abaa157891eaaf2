import { dePublic } from "./de-public";
import { deRest } from "./de-rest";
import type { Catalogue } from "./en";

/** German UI texts (the default language), the whole catalogue: same keys as `en.ts`. */
export const de: Catalogue = { ...dePublic, ...deRest };

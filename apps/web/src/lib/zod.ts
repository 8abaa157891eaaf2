/**
 * zod as the web app's build gives it to every module (the contract's included): `"zod"` resolves
 * here (vite.config.ts and the web's test project in vitest.config.ts), and this module imports
 * zod's own entry under its other name, `zod/v4` (the same modules), configures it and passes it
 * on. So the configuration runs once zod is loaded and before any importer makes a schema, in the
 * chunk that loads zod with the first form, not in every page's first script.
 *
 * jitless: the pages' CSP has no 'unsafe-eval', so zod cannot compile its object parsers anyway;
 * without this it would find that out by trying `new Function("")` when the first object schema
 * is made, which Chrome reports as a CSP violation (Lighthouse's inspector-issues, issue 12 §7).
 * Parsing is the same either way.
 */
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
